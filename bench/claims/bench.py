"""`fide claims` over a generated 10,000-game PGN: games per second natively and peak
memory, against python-chess's own repetition detection
(`Board.can_claim_threefold_repetition()` at every ply) over the same file in the same run.
Peak memory is also measured on the first 1,000 games, and on each of the ten 1,000-game
slices of the file alone: the whole file's peak must not pass the hardest slice's (memory
that grew with the file would), and what it reaches is the hardest dead-position search's.

    python bench/claims/bench.py [FIDE] [GAMES]     (scripts/bench.sh runs it)

FIDE defaults to target/release/fide, GAMES to 10000. Writes target/bench/claims.md.
"""
import os
import re
import subprocess
import sys
import time

import chess.pgn

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
OUT = os.path.join(ROOT, "target", "bench")


def run(cmd, stdout=subprocess.DEVNULL):
    """Wall time and peak resident memory (KB) of one run of `cmd`, the memory as GNU time
    reports it (Debian's `time`): a child's own `ru_maxrss` read by this process would count
    this process's memory too, copied into the child before it became `cmd` (the slices
    read below made every run 39.4 MB, 1977's included)."""
    start = time.perf_counter()
    p = subprocess.run(["/usr/bin/time", "-f", "%M", *cmd], stdout=stdout, stderr=subprocess.PIPE, text=True)
    wall = time.perf_counter() - start
    if p.returncode != 0:
        sys.exit(f"{cmd[0]} failed: {p.returncode}: {p.stderr}")
    return wall, int(p.stderr.strip().splitlines()[-1])


def python_chess(path):
    """python-chess over the file: read each game, ask at every ply whether a threefold
    repetition can be claimed."""
    start = time.perf_counter()
    games = 0
    with open(path) as f:
        while True:
            game = chess.pgn.read_game(f)
            if game is None:
                break
            games += 1
            board = game.board()
            board.can_claim_threefold_repetition()
            for move in game.mainline_moves():
                board.push(move)
                board.can_claim_threefold_repetition()
    return games, time.perf_counter() - start


def split(path, size):
    """The file cut into files of `size` games each (its games each start at an [Event tag)."""
    with open(path) as f:
        games = re.split(r"(?m)^(?=\[Event )", f.read())
    games = [g for g in games if g.strip()]
    paths = []
    for i in range(0, len(games), size):
        part = os.path.join(OUT, f"claims-slice-{i // size + 1}.pgn")
        with open(part, "w") as f:
            f.write("".join(games[i : i + size]))
        paths.append(part)
    return paths


def main():
    fide = sys.argv[1] if len(sys.argv) > 1 else os.path.join(ROOT, "target/release/fide")
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    os.makedirs(OUT, exist_ok=True)
    big = os.path.join(OUT, f"claims-{n}.pgn")
    small = os.path.join(OUT, "claims-1000.pgn")
    for count, path in [(n, big), (1000, small)]:
        if not os.path.exists(path):
            subprocess.run([sys.executable, os.path.join(HERE, "make_pgn.py"), str(count), path], check=True)
    cores = os.cpu_count()
    slices = split(big, 1000)
    rows = []
    for label, args in [("four editions", []), ("2018 only", ["--edition", "2018"]), ("1977 only", ["--edition", "1977"])]:
        wall, rss = run([fide, "claims", "--quiet", *args, big])
        _, rss_small = run([fide, "claims", "--quiet", *args, small])
        per_slice = [run([fide, "claims", "--quiet", *args, s])[1] for s in slices]
        rows.append((label, wall, rss_small, min(per_slice), max(per_slice), rss))
    games, pc_wall = python_chess(big)
    assert games == n, games
    lines = [
        f"`fide claims` over {n:,} generated games (bench/claims/make_pgn.py, seed 40; "
        f"{os.path.getsize(big):,} bytes), {cores} cores, against python-chess {chess.__version__} "
        "`can_claim_threefold_repetition()` at every ply of the same file, in the same run:",
        "",
        f"| run | wall | games/s | against python-chess | peak memory, first 1,000 games | 1,000-game slices alone, least–most | peak memory, all {n:,} |",
        "|---|---|---|---|---|---|---|",
    ]
    pc_rate = n / pc_wall
    for label, wall, rss_small, least, most, rss in rows:
        rate = n / wall
        lines.append(
            f"| fide claims, {label} (repetition, fifty moves with every declared move, automatic endings) "
            f"| {wall:.1f} s | {rate:,.0f} | {rate / pc_rate:.2f}× | {rss_small / 1024:.1f} MB "
            f"| {least / 1024:.1f}–{most / 1024:.1f} MB | {rss / 1024:.1f} MB |"
        )
    lines.append(f"| python-chess, threefold repetition only (one core) | {pc_wall:.1f} s | {pc_rate:,.0f} | 1.00× | | | |")
    text = "\n".join(lines) + "\n"
    with open(os.path.join(OUT, "claims.md"), "w") as f:
        f.write(text)
    print(text)


if __name__ == "__main__":
    main()
