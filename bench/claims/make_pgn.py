"""Writes a PGN of N games for the `fide claims` benchmark (bench/claims/bench.py).

Each game is played by python-chess from the initial position with a seeded random
generator: mostly random legal moves, with a knight moved now and then (so that some
positions repeat and claims open), until the game ends or 120 half-moves. The same seed
writes the same file.

    python bench/claims/make_pgn.py N OUT.pgn [SEED]
"""
import random
import sys

import chess
import chess.pgn


def game(rng, number):
    board = chess.Board()
    g = chess.pgn.Game()
    g.headers["Event"] = "fide claims benchmark"
    g.headers["Round"] = str(number)
    g.headers["White"] = f"Player {rng.randrange(1000)}"
    g.headers["Black"] = f"Player {rng.randrange(1000)}"
    node = g
    while not board.is_game_over(claim_draw=False) and board.ply() < 120:
        moves = list(board.legal_moves)
        knights = [m for m in moves if board.piece_type_at(m.from_square) == chess.KNIGHT]
        # a knight now and then: knights going out and back repeat positions
        m = rng.choice(knights) if knights and rng.random() < 0.3 else rng.choice(moves)
        node = node.add_variation(m)
        board.push(m)
    g.headers["Result"] = board.result(claim_draw=False)
    return g


def main():
    n = int(sys.argv[1])
    out = sys.argv[2]
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 40)
    with open(out, "w") as f:
        for i in range(1, n + 1):
            print(game(rng, i), file=f, end="\n\n")


if __name__ == "__main__":
    main()
