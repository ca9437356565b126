import { execFileSync } from 'node:child_process';
import { parseAllDocuments } from 'yaml';

/** A Kubernetes object as plain data (what `kubectl apply` would receive). */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
    [k: string]: unknown;
  };
  [k: string]: unknown;
}

/** What the manifests need: components (`kind: Component`) came with kustomize v3.7, our patches' forms with v5. */
const KUSTOMIZE_MAJOR = 5;
const HOW_TO_GET_IT =
  'Install kubectl 1.27 or newer (its built-in kustomize is v5); `make test-deps` checks for it. The k8s manifest tests cannot run without it.';

/** The major version of kubectl's built-in kustomize, or why it cannot be used. */
function kustomizeMajor(kubectl: string): number {
  let out: string;
  try {
    out = execFileSync(kubectl, ['version', '--client'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (e) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    throw new Error(
      `${missing ? 'kubectl is not installed' : `kubectl version --client failed: ${(e as Error).message}`}. ${HOW_TO_GET_IT}`,
      { cause: e },
    );
  }
  const v = /Kustomize Version:\s*v(\d+)/.exec(out);
  if (!v)
    throw new Error(`kubectl does not say which kustomize it has (\`kubectl version --client\` printed: ${out.trim()}). ${HOW_TO_GET_IT}`);
  return Number(v[1]);
}

/**
 * Renders a kustomization the way `kubectl apply -k` does, with kubectl's own kustomize, and
 * parses the output. Throws, naming what is missing, when kubectl or kustomize v5 is not there,
 * and with kustomize's own message when the kustomization is broken.
 */
export function kustomize(dir: string, opts: { kubectl?: string } = {}): K8sObject[] {
  const kubectl = opts.kubectl ?? 'kubectl';
  const major = kustomizeMajor(kubectl);
  if (major < KUSTOMIZE_MAJOR) throw new Error(`kubectl's kustomize is v${major}; the overlays need v${KUSTOMIZE_MAJOR}. ${HOW_TO_GET_IT}`);
  let yaml: string;
  try {
    yaml = execFileSync(kubectl, ['kustomize', dir], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * 1024 * 1024 });
  } catch (e) {
    const stderr = String((e as { stderr?: unknown }).stderr ?? '').trim();
    throw new Error(`kubectl kustomize ${dir} failed: ${stderr || (e as Error).message}`, { cause: e });
  }
  return parseAllDocuments(yaml).map((doc) => {
    if (doc.errors.length) throw new Error(`kubectl kustomize ${dir} printed YAML that does not parse: ${doc.errors[0]!.message}`);
    return doc.toJS() as K8sObject;
  });
}
