#!/usr/bin/env bash
# Makes sure the system programs the platform and its tests use are installed:
# nats-server, redis-server, chromium, poppler-utils (pdfinfo, pdffonts, pdfimages, pdftoppm),
# and kubectl for the manifest tests. Installs Debian's packages when missing and running as
# root; otherwise says how. kubectl is only checked: Debian's kubernetes-client is 1.20, whose
# kustomize (v2) cannot render the overlays.
set -euo pipefail
want="${*:-nats-server redis-server chromium poppler-utils}"
missing=()

# The major version of kubectl's built-in kustomize, empty when there is none.
kustomize_major() {
  command -v kubectl >/dev/null 2>&1 || return 0
  kubectl version --client 2>/dev/null | sed -n 's/^Kustomize Version: v\([0-9]*\).*/\1/p'
}

for pkg in $want; do
  case "$pkg" in
    kubectl)
      major="$(kustomize_major)"
      if [ -z "$major" ] || [ "$major" -lt 5 ]; then
        echo "kubectl with kustomize v5 is missing (found: $(command -v kubectl >/dev/null 2>&1 && kubectl version --client 2>/dev/null | tr '\n' ' ' || echo 'no kubectl'))." >&2
        echo "The k8s manifest tests render k8s/overlays with 'kubectl kustomize': install kubectl 1.27 or newer from the Kubernetes project's packages." >&2
        exit 1
      fi
      ;;
    nats-server) command -v nats-server >/dev/null 2>&1 || missing+=(nats-server) ;;
    redis-server) command -v redis-server >/dev/null 2>&1 || missing+=(redis-server) ;;
    chromium) [ -x /usr/lib/chromium/chromium ] || command -v chromium >/dev/null 2>&1 || missing+=(chromium) ;;
    poppler-utils) command -v pdfinfo >/dev/null 2>&1 || missing+=(poppler-utils) ;;
    *) dpkg -s "$pkg" >/dev/null 2>&1 || missing+=("$pkg") ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
else
  echo "Missing system packages: ${missing[*]}" >&2
  echo "Install them with: sudo apt-get install ${missing[*]}" >&2
  exit 1
fi
