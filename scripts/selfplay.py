#!/usr/bin/env python3
"""Self-play games for the dead-position benchmark (issue #20): positions as
they arise when strong play goes on to the end, endgames and locked pawn
chains included, which random games rarely reach.

Stockfish (the Debian package) plays both sides at a fixed 2,000 nodes a move,
from 24 openings of 6 random legal plies (a fixed seed), until the game ends
(checkmate, stalemate, insufficient material, fivefold repetition, 75 moves)
or 400 plies. Every position after a move is written, one FEN a line, to
bench/data/selfplay-fens.txt. The file is committed, so the benchmark needs
neither Stockfish nor Python; run this again only to make a new set:

    .venv/bin/python scripts/selfplay.py
"""
import pathlib
import random
import shutil

import chess
import chess.engine

OUT = pathlib.Path(__file__).resolve().parent.parent / "bench" / "data" / "selfplay-fens.txt"


def main():
    engine_path = shutil.which("stockfish") or "/usr/games/stockfish"
    rng = random.Random(20261126)
    fens = []
    with chess.engine.SimpleEngine.popen_uci(engine_path) as engine:
        engine.configure({"Threads": 1, "Hash": 16})
        for game in range(24):
            board = chess.Board()
            for _ in range(6):
                board.push(rng.choice(list(board.legal_moves)))
                fens.append(board.fen())
            while not board.is_game_over(claim_draw=False) and board.ply() < 400:
                move = engine.play(board, chess.engine.Limit(nodes=2000)).move
                board.push(move)
                fens.append(board.fen())
            outcome = board.outcome(claim_draw=False)
            end = outcome.termination.name.lower().replace("_", " ") if outcome else "400 plies"
            print(f"game {game + 1}: {board.ply()} plies, {board.result(claim_draw=False)}, {end}")
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text("".join(f + "\n" for f in fens))
    print(f"{len(fens)} positions written to {OUT}")


if __name__ == "__main__":
    main()
