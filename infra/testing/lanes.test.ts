import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from './expect-labelled.js';
import { assertLane } from './service-harness.js';

const ROOT = resolve(import.meta.dirname, '../..');
const SERVICES = ['catalog', 'identity', 'cart-order', 'generation', 'rendering'];
/**
 * Services whose lane runs them alone, their peers faked: none of their tests may load a peer's
 * code (rendering's print tests paint their artwork with `@cards/card-art`, a package).
 */
const ALONE = ['catalog', 'identity', 'generation', 'cart-order', 'rendering'];
/** Plain data a fake or a test may read from a peer (the starter catalogue), never its service code. */
const DATA = /^services\/catalog\/src\/seed\/[a-z-]+\.seed(\.ts)?$/;

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/** The module specifiers a file imports. */
const specifiersOf = (file: string) => [...readFileSync(file, 'utf8').matchAll(/(?:from\s+|import\s*\(\s*)'([^']+)'/g)].map((m) => m[1]!);

/** An import as a path from the repository root (`services/catalog/src/app`), or the package name it names. */
function resolved(file: string, spec: string): string {
  if (spec.startsWith('.')) return relative(ROOT, resolve(dirname(file), spec)).replace(/\.js$/, '');
  const pkg = /^@cards\/([^/]+)(?:\/(.*))?$/.exec(spec);
  if (pkg && SERVICES.includes(pkg[1]!)) return `services/${pkg[1]}/src${pkg[2] ? `/${pkg[2]}` : ''}`;
  return spec;
}

/** The peers' code (or the whole platform) among `specs`, imported by `file` of service `own`. */
function peersIn(file: string, specs: string[], own: string | null): string[] {
  return specs
    .map((s) => resolved(file, s))
    .filter((i) => {
      if (i.startsWith('@cards/all-in-one') || i.startsWith('services/all-in-one/')) return true;
      const m = /^services\/([^/]+)\/src(\/|$)/.exec(i);
      return m !== null && m[1] !== own && SERVICES.includes(m[1]!) && !DATA.test(i);
    });
}
const peersLoaded = (file: string, own: string | null) => peersIn(file, specifiersOf(file), own);

describe("the service lanes' isolation", () => {
  it.each(ALONE)("when the %s lane's tests are read, then none loads another service's code or the whole platform", (service) => {
    for (const f of files(join(ROOT, 'services', service, 'test'))) {
      expectLabelled(peersLoaded(f, service), relative(ROOT, f)).toEqual([]);
    }
  });

  it('when the fakes are read, then they are made from the contracts alone, no service code behind them', () => {
    for (const f of files(join(ROOT, 'infra/testing'))) {
      expectLabelled(peersLoaded(f, null), relative(ROOT, f)).toEqual([]);
    }
  });

  it("when a test imports a peer's code or the platform, then the check names it, and lets its own code and the seed's data pass", () => {
    const probe = join(ROOT, 'services/generation/test/probe.ts');
    const specs = [
      '../../catalog/src/app.js',
      '@cards/all-in-one/test-support/test-platform',
      '@cards/rendering',
      '../../catalog/src/seed/styles.seed.js',
      '../src/app.js',
      '@cards/kit',
      '@cards/testing/fakes/catalog',
    ];
    expect(peersIn(probe, specs, 'generation')).toEqual([
      'services/catalog/src/app',
      '@cards/all-in-one/test-support/test-platform',
      'services/rendering/src',
    ]);
  });

  it("when a lane's harness is given a peer's service, then it refuses to start, naming it; the lane's own service passes", () => {
    expect(() => assertLane('generation', [{ name: 'generation' }, { name: 'rendering' }])).toThrow(
      'the generation lane starts generation alone, but was given rendering',
    );
    expect(() => assertLane('generation', [{ name: 'generation' }])).not.toThrow();
  });
});
