// Perft throughput in one Node process: the rules core compiled to wasm vs
// chess.js (its built-in perft) and chessops (debug.perft). Best of 3 runs.
import { createRequire } from 'node:module';
import { Chess as ChessJs } from 'chess.js';
import { Chess as ChessOps } from 'chessops/chess';
import { parseFen } from 'chessops/fen';
import { perft as opsPerft } from 'chessops/debug';

const require = createRequire(import.meta.url);
const ours = require(process.argv[2]);

const POSITIONS = [
  ['initial', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 5],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4],
  ['position-3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 5],
  ['position-4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 4],
  ['position-5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 4],
  ['position-6', 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', 4],
];

function best(f) {
  let t = Infinity, n = 0;
  for (let i = 0; i < 3; i++) {
    const s = process.hrtime.bigint();
    n = f();
    t = Math.min(t, Number(process.hrtime.bigint() - s) / 1e9);
  }
  return [n, t];
}

console.log('| position | depth | nodes | fide-laws wasm Mnps | chess.js Mnps | chessops Mnps |');
console.log('|---|---|---|---|---|---|');
let tf = 0, tj = 0, to = 0, total = 0;
for (const [name, fen, depth] of POSITIONS) {
  const [n1, t1] = best(() => ours.perft(fen, depth));
  const [n2, t2] = best(() => new ChessJs(fen).perft(depth));
  const [n3, t3] = best(() => opsPerft(ChessOps.fromSetup(parseFen(fen).unwrap()).unwrap(), depth, false));
  if (n1 !== n2 || n1 !== n3) throw new Error(`${name}: counts differ ${n1} ${n2} ${n3}`);
  const m = (t) => (n1 / t / 1e6).toFixed(1);
  console.log(`| ${name} | ${depth} | ${n1} | ${m(t1)} | ${m(t2)} | ${m(t3)} |`);
  tf += t1; tj += t2; to += t3; total += n1;
}
const m = (t) => (total / t / 1e6).toFixed(1);
console.log(`| all | | ${total} | ${m(tf)} | ${m(tj)} | ${m(to)} |`);
console.log('');
console.log(`fide-laws wasm / chess.js: ${(tj / tf).toFixed(1)}x`);
console.log(`fide-laws wasm / chessops: ${(to / tf).toFixed(1)}x`);
