import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { describe, expect, it } from '@jest/globals';
import { expectLabelled } from '@cards/testing';
import { parseYaml, readRepoFile, repoPath, WORKSPACES } from './support/repo.js';

interface Stage {
  name?: string;
  from: string;
  lines: string[];
}

/** Splits the Dockerfile into stages of logical lines (continuations joined, comments dropped). */
function stages(text: string): Stage[] {
  const logical = text
    .replace(/\\\r?\n/g, ' ')
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  const out: Stage[] = [];
  for (const line of logical) {
    const from = /^FROM\s+(\S+)(?:\s+AS\s+(\S+))?/i.exec(line);
    if (from) out.push({ from: from[1], name: from[2], lines: [] });
    else out[out.length - 1]?.lines.push(line);
  }
  return out;
}

const dockerfile = readRepoFile('Dockerfile');
const all = stages(dockerfile);
const stage = (name: string) => all.find((s) => s.name === name);
/** The stage a stage builds on, followed up to a base image. */
const chain = (name: string): Stage[] => {
  const s = stage(name);
  return s ? [s, ...chain(s.from)] : [];
};
const cmdOf = (ws: string) => {
  const line = stage(`app-${ws}`)?.lines.find((l) => l.startsWith('CMD'));
  return line ? (JSON.parse(line.slice(3).trim()) as string[]) : undefined;
};

describe('Dockerfile', () => {
  it('when the last stage is read, then the WORKSPACE build argument picks an app-<workspace> stage', () => {
    expect(all[all.length - 1].from).toBe('app-${WORKSPACE}');
    expect(
      all
        .filter((s) => s.name?.startsWith('app-'))
        .map((s) => s.name!.slice(4))
        .sort(),
    ).toEqual([...WORKSPACES].sort());
  });

  it.each(WORKSPACES)(
    'when WORKSPACE=%s, then the CMD runs a compiled main that the TypeScript build emits from an existing src file',
    (ws) => {
      const cmd = cmdOf(ws);
      expect(cmd?.[0]).toBe('node');
      const entry = cmd![1];
      const m = /^(.+)\/dist\/(.+)\.js$/.exec(entry);
      expectLabelled(m, entry).not.toBeNull();
      const [, pkg, file] = m!;
      expectLabelled(existsSync(repoPath(pkg, 'src', `${file}.ts`)), `${pkg}/src/${file}.ts`).toBe(true);
      // tsc emits src/** to dist/** only when the package compiles src into dist and is part of the build.
      const tsconfig = parseYaml<{ compilerOptions: { rootDir: string; outDir: string } }>(readRepoFile(pkg, 'tsconfig.json'));
      expect(tsconfig.compilerOptions).toMatchObject({ rootDir: 'src', outDir: 'dist' });
      const build = parseYaml<{ references: Array<{ path: string }> }>(readRepoFile('tsconfig.build.json'));
      expect(build.references.map((r) => r.path)).toContain(pkg);
    },
  );

  it('when the web or all-in-one image is built, then the SPA is built and copied next to the server that serves it', () => {
    expect(dockerfile).toMatch(/if \[ "\$WORKSPACE" = web \] \|\| \[ "\$WORKSPACE" = all-in-one \]; then npm run build -w web; fi/);
    expect(dockerfile).toMatch(/cp -a web\/dist \/out\/web\/dist/);
    // web-main.js resolves ../../../web/dist from services/all-in-one/dist.
    expect(readRepoFile('services/all-in-one/src/web-main.ts')).toContain("'../../../web/dist'");
  });

  it('when the build stage runs, then it installs with npm ci and compiles with tsc -b tsconfig.build.json, and the runtime installs production dependencies only', () => {
    const build = stage('build')!.lines.join('\n');
    expect(build).toMatch(/npm ci/);
    expect(build).toMatch(/npx tsc -b tsconfig\.build\.json/);
    expect(stage('assemble')!.lines.join('\n')).toMatch(/npm ci --omit=dev .*-w "\$dir"/);
  });

  it('when the root package.json build script changes, then the image build runs every one of its steps', () => {
    const steps = (JSON.parse(readRepoFile('package.json')) as { scripts: { build: string } }).scripts.build
      .split('&&')
      .map((c) => c.trim());
    const build = stage('build')!
      .lines.filter((l) => l.startsWith('RUN '))
      .join(' && ');
    for (const step of steps) expectLabelled(build.replace(/^npx /, '').includes(step) || build.includes(`npx ${step}`), step).toBe(true);
    // and every file those steps run is in the build context
    const ignored = readRepoFile('.dockerignore');
    for (const script of steps.flatMap((c) => /^node (\S+)/.exec(c)?.[1] ?? [])) {
      expectLabelled(
        stage('build')!.lines.some((l) => l.startsWith('COPY ') && l.includes(script)),
        `${script} copied`,
      ).toBe(true);
      expectLabelled(ignored, `${script} re-included`).toContain(`!${script}`);
    }
  });

  it('when the runtime stages are read, then every app runs on node:20-bookworm-slim as the node user under tini with a HEALTHCHECK', () => {
    expect(dockerfile).toMatch(/ARG NODE_IMAGE=node:20-bookworm-slim/);
    for (const ws of WORKSPACES) {
      const stagesOf = chain(`app-${ws}`);
      const lines = stagesOf.flatMap((s) => s.lines);
      expectLabelled(stagesOf[stagesOf.length - 1].from, ws).toBe('${NODE_IMAGE}');
      expectLabelled(stage(`app-${ws}`)!.lines, ws).toContain('USER node');
      expectLabelled(
        lines.some((l) => /^ENTRYPOINT \["\/usr\/bin\/tini", "--"\]$/.test(l)),
        ws,
      ).toBe(true);
      expectLabelled(
        lines.some((l) => /apt-get install .*\btini\b/.test(l)),
        ws,
      ).toBe(true);
      expectLabelled(
        lines.some((l) => l.startsWith('HEALTHCHECK')),
        ws,
      ).toBe(true);
    }
  });

  it('when the image health check runs against a ready and an unready process, then it exits 0 and 1', async () => {
    const line = stage('runtime')!.lines.find((l) => l.startsWith('HEALTHCHECK'))!;
    const argv = JSON.parse(line.slice(line.indexOf('CMD') + 3).trim()) as string[];
    const env = Object.fromEntries(
      stage('runtime')!
        .lines.filter((l) => l.startsWith('ENV '))
        .flatMap((l) => [...l.slice(4).matchAll(/(\w+)=("[^"]*"|\S+)/g)].map((m) => [m[1], m[2].replace(/^"|"$/g, '')])),
    );
    let status = 200;
    const paths: string[] = [];
    const server = createServer((req, res) => {
      paths.push(req.url ?? '');
      res.writeHead(status).end();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const check = () =>
      promisify(execFile)(argv[0] === 'node' ? process.execPath : argv[0], argv.slice(1), {
        env: { ...env, HEALTH_PORT: String(port) },
      }).then(
        () => 0,
        (e: { code: number }) => e.code,
      );
    try {
      expect(await check()).toBe(0);
      status = 503;
      expect(await check()).toBe(1);
      expect(paths).toEqual(['/health/ready', '/health/ready']);
    } finally {
      server.close();
    }
  });

  it("when the rendering image is built, then it carries Debian's Chromium and fonts at CHROMIUM_PATH, and the catalog image does not", () => {
    const rendering = chain('app-rendering').flatMap((s) => s.lines);
    expect(rendering.some((l) => /apt-get install .*\bchromium\b.*\bfonts-dejavu-core\b/.test(l))).toBe(true);
    expect(rendering).toContain('ENV CHROMIUM_PATH=/usr/lib/chromium/chromium');
    expect(
      chain('app-catalog')
        .flatMap((s) => s.lines)
        .some((l) => /chromium/.test(l)),
    ).toBe(false);
  });

  it('when every workspace package is listed, then the build stage copies its package.json before npm ci', () => {
    const root = JSON.parse(readRepoFile('package.json')) as { workspaces: string[] };
    const copies = stage('build')!
      .lines.filter((l) => /^COPY \S+\/package\.json/.test(l))
      .map((l) => l.split(/\s+/)[1].replace(/\/package\.json$/, ''));
    expect(copies.sort()).toEqual([...root.workspaces].sort());
  });

  it('when the build context is filtered, then node_modules, dist and local data stay out of it', () => {
    const ignored = readRepoFile('.dockerignore')
      .split('\n')
      .map((l) => l.trim());
    for (const p of ['**/node_modules', '**/dist', '.data', '.git', '.env']) expect(ignored).toContain(p);
    // and nothing the build copies is ignored
    for (const p of ['contracts', 'services', 'bff', 'web', 'package-lock.json', 'tsconfig.base.json']) expect(ignored).not.toContain(p);
  });
});
