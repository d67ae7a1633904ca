#!/bin/sh
# Starts the compiled production server (build/node/main.mjs) with the memory settings that keep it
# under issue 13 item 10's budgets on a small machine (decision 0024, bench/memory-under-load.md).
# `npm start` runs it after build-if-stale; the benchmark, the chaos run and the browser tests start
# the server through it too, so they measure and test what ships. `exec` replaces this shell: the
# process id is the server's, and signals reach it directly.
#
#   sh scripts/start-server.sh [entry]      # entry: build/node/main.mjs unless given
#
# Defaults, each overridable from the environment:
# - MALLOC_ARENA_MAX=2: glibc's allocator otherwise keeps up to 8 arenas per core for the threads
#   that allocate (libuv's pool compressing answers, V8's helper threads), each holding freed memory.
#   It must be set before the process starts; an operator's own value wins.
# - NODE_OPTIONS starts with --max-old-space-size=1024 --max-semi-space-size=8: V8 otherwise sizes
#   its heap by the machine (on a large one it lets the old space grow up to 4x the live heap
#   before a full collection, and on Node 24 the young generation to 3 x 64 MB). The operator's
#   NODE_OPTIONS come after ours, and for V8 flags the last one wins.
# - SERVER_NODE: the node binary. Default: the project's Node 24 (node_modules/.bin/node, put there
#   by `npm install` from the npm registry's `node` package, decision 0063), whether or not npm runs
#   this script; the tests pass theirs. Not `NODE`: npm sets that to the node npm itself runs on,
#   which on a machine with an older system Node is not ours (decision 0063).
set -e
project_node="$(dirname "$0")/../node_modules/.bin/node"
[ -x "$project_node" ] || project_node=node
export NODE_ENV=production
export MALLOC_ARENA_MAX="${MALLOC_ARENA_MAX:-2}"
export NODE_OPTIONS="--max-old-space-size=1024 --max-semi-space-size=8${NODE_OPTIONS:+ $NODE_OPTIONS}"
exec "${SERVER_NODE:-$project_node}" --enable-source-maps "${1:-build/node/main.mjs}"
