#!/usr/bin/env bash
# Checks the Debian packages the tests need; installs them when we are root with apt-get, otherwise stops
# at once naming the exact command to run.
set -euo pipefail

PACKAGES=(chromium poppler-utils fonts-noto-cjk libreoffice-impress libreoffice-writer postgresql unzip
  tesseract-ocr tesseract-ocr-eng tesseract-ocr-chi-sim)

missing_packages() {
  local missing=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
  command -v pdftoppm >/dev/null 2>&1 || missing+=(poppler-utils)
  # grep without -q: -q stops reading early and pipefail would see fc-list's SIGPIPE.
  fc-list 2>/dev/null | grep -i 'Noto Sans CJK' >/dev/null || missing+=(fonts-noto-cjk)
  command -v soffice >/dev/null 2>&1 || missing+=(libreoffice-impress libreoffice-writer)
  ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || missing+=(postgresql)
  command -v unzip >/dev/null 2>&1 || missing+=(unzip)
  if command -v tesseract >/dev/null 2>&1; then
    local langs
    langs=$(tesseract --list-langs 2>/dev/null || true)
    grep -x eng <<<"$langs" >/dev/null || missing+=(tesseract-ocr-eng)
    grep -x chi_sim <<<"$langs" >/dev/null || missing+=(tesseract-ocr-chi-sim)
  else
    missing+=(tesseract-ocr tesseract-ocr-eng tesseract-ocr-chi-sim)
  fi
  echo "${missing[@]:-}"
}

missing=$(missing_packages)
if [ -z "$missing" ]; then exit 0; fi

cmd="apt-get update && apt-get install -y --no-install-recommends ${PACKAGES[*]}"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing system packages: $missing"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${PACKAGES[@]}" >/dev/null
  missing=$(missing_packages)
  [ -z "$missing" ] && exit 0
  echo "Still missing after install: $missing" >&2
  exit 1
fi
echo "Missing system packages: $missing" >&2
echo "Install them with (as root):  $cmd" >&2
exit 1
