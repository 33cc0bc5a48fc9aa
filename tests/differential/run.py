#!/usr/bin/env python3
"""Differential tests of the rules core against independent implementations.

1. python-chess (PyPI `chess`, pinned in requirements.txt): random legal games
   from several seeds; at every ply the legal move set, the SAN of every legal
   move, the FEN, check/checkmate/stalemate, and the repetition key's equality
   classes against python-chess's `_transposition_key` (pieces, turn, castling
   rights, en passant only when legal) must agree.
2. Stockfish (Debian package `stockfish`, `go perft N`): perft on positions
   sampled from those games must agree.

Default: 1,000 games (4 seeds x 250) and 300 Stockfish positions.
Long mode: FIDE_LONG=1 (or --games 100000): 100,000 games, 2,000 positions.
Ends with a line "differential: N passed, N failed" (one test per game and
per Stockfish position).
"""
import argparse
import json
import os
import random
import shutil
import subprocess
import sys
from multiprocessing import Pool

import chess
import chess.pgn

ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
FIDE = os.path.join(ROOT, "target", "release", "fide")
MAX_PLIES = 300


class Fide:
    def __init__(self):
        self.p = subprocess.Popen([FIDE], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)

    def ask(self, req):
        self.p.stdin.write(json.dumps(req) + "\n")
        self.p.stdin.flush()
        return json.loads(self.p.stdout.readline())

    def close(self):
        self.p.stdin.close()
        self.p.wait()


_fide = None


def fide():
    global _fide
    if _fide is None:
        _fide = Fide()
    return _fide


def play_game(args):
    """Plays one random game; returns (ok, message, sampled_fens)."""
    seed, index = args
    rng = random.Random(seed * 1_000_003 + index)
    board = chess.Board()
    f = fide()
    mine_to_theirs, theirs_to_mine = {}, {}
    samples = []
    while True:
        fen_in = board.fen(en_passant="fen")  # pseudo-legal ep square kept: the core must ignore it when illegal
        got = f.ask({"cmd": "status", "fen": fen_in})
        if "error" in got:
            return False, f"seed {seed} game {index}: fide rejected {fen_in}: {got['error']}", samples
        legal = sorted(board.legal_moves, key=lambda m: m.uci())
        uci = [m.uci() for m in legal]
        san = [board.san(m) for m in legal]
        where = f"seed {seed} game {index} ply {board.ply()} fen {fen_in}"
        if got["uci"] != uci:
            return False, f"{where}: moves differ: extra {sorted(set(got['uci']) - set(uci))} missing {sorted(set(uci) - set(got['uci']))}", samples
        if got["san"] != san:
            diff = [(a, b) for a, b in zip(got["san"], san) if a != b]
            return False, f"{where}: san differs (fide, python-chess): {diff[:5]}", samples
        if got["fen"] != board.fen():
            return False, f"{where}: fen {got['fen']} != {board.fen()}", samples
        for k in ("check", "checkmate", "stalemate"):
            theirs = {"check": board.is_check(), "checkmate": board.is_checkmate(), "stalemate": board.is_stalemate()}[k]
            if got[k] != theirs:
                return False, f"{where}: {k} {got[k]} != {theirs}", samples
        mk, tk = got["key"], board._transposition_key()
        if mine_to_theirs.setdefault(mk, tk) != tk or theirs_to_mine.setdefault(tk, mk) != mk:
            return False, f"{where}: repetition key classes differ", samples
        if rng.random() < 0.02:
            samples.append(board.fen())
        if not legal or board.ply() >= MAX_PLIES or board.is_insufficient_material():
            if index % 10 == 0:
                # the PGN python-chess writes must read to the same moves and position
                text = str(chess.pgn.Game.from_board(board))
                got = f.ask({"cmd": "pgn", "pgn": text})
                if "error" in got:
                    return False, f"seed {seed} game {index}: pgn rejected: {got['error']}", samples
                g = got["games"][0]
                replay = chess.Board()
                sans = []
                for m in board.move_stack:
                    sans.append(replay.san(m))
                    replay.push(m)
                if g["san"] != sans or g["fen"] != board.fen() or g["result"] != board.result():
                    return False, f"seed {seed} game {index}: pgn differs", samples
            return True, "", samples
        board.push(rng.choice(legal))


def stockfish_perft(fens, depth):
    exe = shutil.which("stockfish") or "/usr/games/stockfish"
    sf = subprocess.Popen([exe], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    sf.stdin.write("uci\n")
    sf.stdin.flush()
    while sf.stdout.readline().strip() != "uciok":
        pass
    results = []
    for fen in fens:
        sf.stdin.write(f"position fen {fen}\ngo perft {depth}\n")
        sf.stdin.flush()
        while True:
            line = sf.stdout.readline()
            if line.startswith("Nodes searched:"):
                results.append(int(line.split(":")[1]))
                break
    sf.stdin.write("quit\n")
    sf.stdin.flush()
    sf.wait()
    return results


def main():
    long_mode = os.environ.get("FIDE_LONG") == "1"
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100_000 if long_mode else 1_000)
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4])
    ap.add_argument("--positions", type=int, default=2_000 if long_mode else 300)
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--no-build", action="store_true")
    a = ap.parse_args()
    if not a.no_build:
        subprocess.run(["cargo", "build", "--release", "--locked", "--bin", "fide"], cwd=ROOT, check=True)
    per_seed = max(1, a.games // len(a.seeds))
    jobs = [(s, i) for s in a.seeds for i in range(per_seed)]
    passed = failed = 0
    samples = []
    with Pool(os.cpu_count() or 2) as pool:
        for ok, msg, fens in pool.imap_unordered(play_game, jobs, chunksize=8):
            if ok:
                passed += 1
            else:
                failed += 1
                if failed <= 20:
                    print("MISMATCH", msg)
            samples.extend(fens)
    print(f"python-chess {chess.__version__}: {len(jobs)} random games, {passed} agree, {failed} differ")

    rng = random.Random(7)
    rng.shuffle(samples)
    samples = samples[: a.positions]
    theirs = stockfish_perft(samples, a.depth)
    f = Fide()
    sf_fail = 0
    for fen, n in zip(samples, theirs):
        mine = f.ask({"cmd": "perft", "fen": fen, "depth": a.depth})
        if mine.get("nodes") != n:
            sf_fail += 1
            print(f"MISMATCH stockfish perft {a.depth} {fen}: fide {mine} stockfish {n}")
        else:
            passed += 1
    f.close()
    failed += sf_fail
    print(f"stockfish: perft {a.depth} on {len(samples)} positions, {len(samples) - sf_fail} agree, {sf_fail} differ")
    print(f"differential: {passed} passed, {failed} failed")
    return 0 if failed == 0 and len(samples) > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
