#!/usr/bin/env bash
# Makes sure the system programs the platform and its tests use are installed:
# nats-server, redis-server, chromium, poppler-utils (pdfinfo, pdffonts, pdfimages, pdftoppm).
# Installs Debian's packages when missing and running as root; otherwise says how.
set -euo pipefail
want="${*:-nats-server redis-server chromium poppler-utils}"
missing=()
for pkg in $want; do
  case "$pkg" in
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
