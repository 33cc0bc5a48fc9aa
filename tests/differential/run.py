#!/usr/bin/env python3
"""Differential tests of the rules core against independent implementations.

1. python-chess (PyPI `chess`, pinned in requirements.txt): random legal games
   from several seeds; at every ply the legal move set, the SAN of every legal
   move, the FEN, check/checkmate/stalemate, and the repetition key's equality
   classes against python-chess's `_transposition_key` (pieces, turn, castling
   rights, en passant only when legal) must agree.
2. Stockfish (Debian package `stockfish`, `go perft N`): perft on positions
   sampled from those games must agree.
3. python-chess again, on the 2018 claims (`{"cmd":"claims","edition":"2018"}`):
   games generated so that claims occur (half from endgame-like positions with
   few pieces, pawns, castling rights in some and a halfmove clock of 80-98,
   half from the start; moves biased towards undoing the move two plies earlier,
   towards double steps that allow en passant, and away from captures and pawn
   moves), sent as PGN. At every ply: `repetition` against is_repetition(3),
   `repetition_with_move` against the moves after which is_repetition(3) holds,
   either of them against can_claim_threefold_repetition(); `fifty` against the
   halfmove clock (>= 100) and is_fifty_moves(), either fifty field against
   can_claim_fifty_moves(); the automatic ending against is_checkmate(),
   is_stalemate(), is_fivefold_repetition() and is_seventyfive_moves(). Where
   python-chess's functions differ in scope from the Laws (a legal move asked
   for; a dead position, which it does not decide) the comparison is narrowed
   and says why in claims_game. The part fails when some kind of ply
   (repetition, with-move repetition, a position identity decided by castling
   rights or en passant, fifty, fifty with a move only, fivefold, 75 moves,
   en passant, the fifty-move scope difference) was never compared.

Default: 1,000 games (4 seeds x 250), 300 Stockfish positions, 200 claims games.
Long mode: FIDE_LONG=1 (or --games 100000): 100,000 games, 2,000 positions,
2,000 claims games (--claims-games N).
Ends with a line "differential: N passed, N failed" (one test per game,
per Stockfish position and per claims game).
"""
import argparse
import collections
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


# ---------------------------------------------------------------------------
# Part 3: the 2018 claims against python-chess

CLAIMS_MAX_PLIES = 200
# the kinds of plies part 3 must have compared at least once, or it fails: a generator
# that produced none of a kind would let that comparison pass without testing anything
CLAIM_KINDS = (
    "repetition",  # the position has appeared for the third time (is_repetition(3))
    "with-move",  # some legal move makes it appear the third time
    # the pieces and side to move have appeared 3+ times, but not the position: what
    # differed the other times was the castling rights, or a legal en passant capture
    "identity-castling",
    "identity-en-passant",
    "fifty",  # halfmove clock >= 100, a legal move left
    "fifty-with-move-only",  # only a written and declared move completes the fifty
    "fivefold",
    "seventy-five",
    "en-passant",  # an en passant capture is legal
    # python-chess's can_claim_fifty_moves and the Laws differ in scope (see claims_game):
    # at a clock of 99 every move without capture or pawn move checkmates or stalemates
    "fifty-precedence",
)
# start positions of the first endgame-like games (0, 2): the "fifty-precedence" case,
# which random positions almost never reach. In the first, every move without capture
# or pawn move stalemates Black (Qf8, Rd8, ...) or mates (Qf6#, Rd4#, ...); in the second,
# likewise (Rf7 stalemates, Rg8# mates).
CLAIMS_FIXED = [
    "8/8/8/3R1Q2/7k/5B2/2P2PPP/N5BK w - - 99 80",
    "7k/6R1/4N1Q1/8/8/8/2P2PPP/N5BK w - - 99 80",
]


def endgame_board(rng):
    """A valid position with few pieces: kings (on their home squares with a rook or two
    and castling rights in some), 0-2 pairs of pawns where one can take the other en
    passant after its double step, 1-3 more pawns a side, 0-2 pieces a side, and a
    halfmove clock of 80-98 so that the fifty moves are completed within the game."""
    while True:
        b = chess.Board.empty()
        free = set(chess.SQUARES)
        rights = ""

        def put(sq, color, piece_type):
            b.set_piece_at(sq, chess.Piece(piece_type, color))
            free.discard(sq)

        for color, ksq, rooks in ((chess.WHITE, chess.E1, ((chess.H1, "K"), (chess.A1, "Q"))),
                                  (chess.BLACK, chess.E8, ((chess.H8, "k"), (chess.A8, "q")))):
            if rng.random() < 0.4:
                put(ksq, color, chess.KING)
                for rsq, flag in rooks:
                    if rng.random() < 0.6:
                        put(rsq, color, chess.ROOK)
                        rights += flag
            else:
                put(rng.choice(sorted(free)), color, chess.KING)
        for _ in range(rng.choice([0, 1, 1, 2])):
            # a pawn beside the square an enemy pawn's double step passes over
            white_captures = rng.random() < 0.5
            f = rng.randrange(8)
            g = f + rng.choice([-1, 1]) if 0 < f < 7 else (1 if f == 0 else 6)
            if white_captures:
                pair = ((chess.square(f, 4), chess.WHITE), (chess.square(g, 6), chess.BLACK))
            else:
                pair = ((chess.square(f, 3), chess.BLACK), (chess.square(g, 1), chess.WHITE))
            if all(sq in free for sq, _ in pair):
                for sq, color in pair:
                    put(sq, color, chess.PAWN)
        for color in chess.COLORS:
            for _ in range(rng.randint(1, 3)):
                home, ranks = (1, (2, 3, 4)) if color == chess.WHITE else (6, (3, 4, 5))
                rank = home if rng.random() < 0.5 else rng.choice(ranks)
                sq = chess.square(rng.randrange(8), rank)
                if sq in free:
                    put(sq, color, chess.PAWN)
            for _ in range(rng.randint(0, 2)):
                put(rng.choice(sorted(free)), color, rng.choice([chess.KNIGHT, chess.BISHOP, chess.ROOK, chess.QUEEN]))
        b.turn = rng.choice(chess.COLORS)
        b.set_castling_fen(rights or "-")
        b.halfmove_clock = rng.randint(80, 98)
        b.fullmove_number = rng.randint(40, 70)
        # not in check: python-chess's is_valid lets through checks no move could have
        # given (two pawns), which the core rightly rejects
        if b.is_valid() and not b.is_check() and not b.is_game_over():
            return chess.Board(b.fen())


def choose_move(board, rng, back, ep, zero):
    """A random move, biased: with probability `back` the move two plies earlier undone
    (the same piece back where it came from; that makes positions repeat, up to fivefold),
    with probability `ep` a double step that gives the opponent a legal en passant capture,
    and a capture or pawn move (zeroing the fifty-move count) only with probability `zero`
    when another move exists."""
    legal = list(board.legal_moves)
    if len(board.move_stack) >= 2 and rng.random() < back:
        prev = board.move_stack[-2]
        undo = chess.Move(prev.to_square, prev.from_square)
        if prev.promotion is None and board.is_legal(undo):
            return undo
    if rng.random() < ep:
        doubles = [m for m in legal if board.piece_type_at(m.from_square) == chess.PAWN
                   and abs(m.to_square - m.from_square) == 16]
        rng.shuffle(doubles)
        for m in doubles:
            board.push(m)
            legal_ep = board.has_legal_en_passant()
            board.pop()
            if legal_ep:
                return m
    quiet = [m for m in legal if not board.is_zeroing(m)]
    if quiet and rng.random() >= zero:
        return rng.choice(quiet)
    return rng.choice(legal)


def claims_game(index):
    """Generates game `index` (even: from an endgame-like position, odd: from the start),
    asks the core for its 2018 claims ply by ply and compares them with python-chess.
    Returns (ok, message, counts of the kinds of plies compared)."""
    rng = random.Random(9_000_011 + index * 7_919)
    if index % 2 == 1:
        board = chess.Board()
    elif index // 2 < len(CLAIMS_FIXED):
        board = chess.Board(CLAIMS_FIXED[index // 2])
    else:
        board = endgame_board(rng)
    back = rng.choice([0.3, 0.6, 0.8, 0.9, 0.97])
    ep = rng.choice([0.0, 0.2, 0.5])
    zero = rng.choice([0.02, 0.1, 0.3]) if index % 2 == 0 else rng.choice([0.1, 0.3, 1.0])
    # The game stops at 200 plies, at checkmate or stalemate, at insufficient material
    # (a dead position, 2018 Art. 5.2.2: the core reports it there and python-chess has no
    # dead-position rule to compare with), or a few plies (0-4) after python-chess's first
    # fivefold or 75-move ending: those moves are played in a game already finished
    # (Art. 9.6), but the core's claims command still reports every ply of the main line,
    # and going on checks that it keeps counting (a sixth occurrence, 151 halfmoves)
    # instead of only hitting the exact thresholds.
    after_end = rng.choice([0, 2, 4])
    ended_at = None
    while (len(board.move_stack) < CLAIMS_MAX_PLIES and any(board.generate_legal_moves())
           and not board.is_insufficient_material()):
        if ended_at is None and (board.is_fivefold_repetition() or board.is_seventyfive_moves()):
            ended_at = len(board.move_stack)
        if ended_at is not None and len(board.move_stack) >= ended_at + after_end:
            break
        board.push(choose_move(board, rng, back, ep, zero))
    pgn = str(chess.pgn.Game.from_board(board))
    counts = dict.fromkeys(CLAIM_KINDS, 0)
    got = fide().ask({"cmd": "claims", "edition": "2018", "pgn": pgn})
    if "error" in got:
        return False, f"claims game {index}: fide rejected the game: {got['error']}\n{pgn}", counts
    plies = got.get("plies", [])
    moves = list(board.move_stack)
    if got.get("edition") != "2018" or len(plies) != len(moves) + 1:
        return False, f"claims game {index}: {len(plies)} plies for {len(moves)} moves\n{pgn}", counts
    replay = board.root()
    placements = collections.defaultdict(list)  # pieces and turn -> [(castling, en passant)]
    for i, c in enumerate(plies):
        def differ(field, core, theirs):
            return (False, f"claims game {index} ply {i} (fen {replay.fen()}): {field}: "
                           f"fide {core!r}, python-chess {theirs!r}\n{pgn}", counts)
        to_move = "white" if replay.turn == chess.WHITE else "black"
        if (c["ply"], c["to_move"], c["fen"]) != (i, to_move, replay.fen()):
            return differ("ply/to_move/fen", (c["ply"], c["to_move"], c["fen"]), (i, to_move, replay.fen()))
        legal = list(replay.legal_moves)
        over = not legal  # checkmate or stalemate
        placement = (replay.pawns, replay.knights, replay.bishops, replay.rooks, replay.queens,
                     replay.kings, replay.occupied_co[chess.WHITE], replay.turn)
        rights = (replay.clean_castling_rights(), replay.ep_square if replay.has_legal_en_passant() else None)
        placements[placement].append(rights)

        # threefold (Art. 9.2): has appeared (9.2.2), or appears with a written and
        # declared move (9.2.1). Neither side asks for a legal move here.
        rep = replay.is_repetition(3)
        if c["repetition"] != rep:
            return differ("repetition", c["repetition"], rep)
        with_move = set()
        for m in legal:
            replay.push(m)
            if replay.is_repetition(3):
                with_move.add(m)
            replay.pop()
        theirs = sorted(replay.san(m) for m in with_move)
        if sorted(c["repetition_with_move"]) != theirs:
            return differ("repetition_with_move", sorted(c["repetition_with_move"]), theirs)
        claim = replay.can_claim_threefold_repetition()
        if (c["repetition"] or bool(c["repetition_with_move"])) != claim:
            return differ("repetition or repetition_with_move (can_claim_threefold_repetition)",
                          c["repetition"] or bool(c["repetition_with_move"]), claim)

        # fifty moves (Art. 9.3): `fifty` is 9.3.2, the count alone. python-chess's
        # is_fifty_moves also asks for a legal move (checkmate and stalemate take
        # precedence), so it is compared only where a legal move exists; the clock is
        # compared everywhere.
        if c["fifty"] != (replay.halfmove_clock >= 100):
            return differ("fifty (halfmove clock >= 100)", c["fifty"], replay.halfmove_clock >= 100)
        if not over and c["fifty"] != replay.is_fifty_moves():
            return differ("fifty (is_fifty_moves)", c["fifty"], replay.is_fifty_moves())
        # 9.3.1 counts the move written and declared. python-chess's can_claim_fifty_moves
        # is compared where a legal move exists (at checkmate or stalemate the game is
        # over, 5.1.1/5.2.1, and it says no). It differs in scope in one more case, which
        # is handled rather than skipped: at a clock of 99 it pushes each move without
        # capture or pawn move and asks is_fifty_moves, which says no when that move
        # checkmates or stalemates. Under 2018 Art. 9.3.1/9.5.2 the written move is not
        # played: the claim is correct and the game drawn at once, so such a move counts.
        if not over:
            claim = replay.can_claim_fifty_moves()
            if not claim and replay.halfmove_clock >= 99:
                for m in legal:
                    if not replay.is_zeroing(m):
                        replay.push(m)
                        ends = replay.is_checkmate() or replay.is_stalemate()
                        replay.pop()
                        if ends:
                            claim = True
                            counts["fifty-precedence"] += 1
                            break
            if (c["fifty"] or c["fifty_with_move"]) != claim:
                return differ("fifty or fifty_with_move (can_claim_fifty_moves)",
                              c["fifty"] or c["fifty_with_move"], claim)
            if claim and replay.halfmove_clock < 100:
                counts["fifty-with-move-only"] += 1
        # the claims open are the two above, in that order, where the game goes on: where it
        # has ended by itself (checkmate, stalemate, a dead position, fivefold, 75 moves;
        # 2018 Art. 5.1.1, 5.2.1, 5.2.2, 9.6) nothing is left to claim
        kinds = [o["claim"] for o in c["open"]]
        theirs = [k for k, on in (("repetition", c["repetition"] or c["repetition_with_move"]),
                                  ("fifty", c["fifty"] or c["fifty_with_move"])) if on]
        if "automatic" in c:
            theirs = []
        if kinds != theirs:
            return differ("open", kinds, theirs)

        # the automatic endings. The core decides checkmate, stalemate and dead position
        # before fivefold and 75 moves: the first two are compared, a dead position (which
        # python-chess does not decide) skips the ply. Where both fivefold and 75 moves hold
        # the core names fivefold (Art. 9.6 orders neither; both draw). python-chess's
        # is_seventyfive_moves asks for a legal move, as checkmate and stalemate come first.
        reason = (c.get("automatic") or {}).get("reason")
        first = "checkmate" if replay.is_checkmate() else "stalemate" if replay.is_stalemate() else None
        if first or reason in ("checkmate", "stalemate"):
            if reason != first:
                return differ("automatic", reason, first)
        elif reason != "dead-position":
            five, seventy_five = replay.is_fivefold_repetition(), replay.is_seventyfive_moves()
            theirs = "fivefold" if five else "seventy-five-moves" if seventy_five else None
            if reason != theirs:
                return differ("automatic", reason, theirs)
            counts["fivefold"] += five
            counts["seventy-five"] += seventy_five

        counts["repetition"] += rep
        counts["with-move"] += bool(with_move)
        if len(placements[placement]) >= 3 and not rep:
            others = [r for r in placements[placement] if r != rights]
            counts["identity-castling"] += any(r[0] != rights[0] for r in others)
            counts["identity-en-passant"] += any(r[1] != rights[1] for r in others)
        counts["fifty"] += not over and replay.halfmove_clock >= 100
        counts["en-passant"] += replay.has_legal_en_passant()
        if i < len(moves):
            replay.push(moves[i])
    return True, "", counts


def run_claims(games):
    """Part 3; returns (passed, failed)."""
    passed = failed = 0
    totals = collections.Counter()
    with Pool(os.cpu_count() or 2) as pool:
        for ok, msg, counts in pool.imap_unordered(claims_game, range(games), chunksize=4):
            totals.update(counts)
            if ok:
                passed += 1
            else:
                failed += 1
                if failed <= 5:
                    print("MISMATCH", msg)
    print(f"python-chess claims (2018): {games} games, {passed} agree, {failed} differ")
    print("python-chess claims (2018): plies compared: "
          + ", ".join(f"{k} {totals[k]}" for k in CLAIM_KINDS))
    missing = [k for k in CLAIM_KINDS if totals[k] == 0]
    if missing:
        failed += 1
        print(f"MISMATCH python-chess claims (2018): no plies of kind {', '.join(missing)} compared: the generator does not test them")
    return passed, failed


def main():
    long_mode = os.environ.get("FIDE_LONG") == "1"
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=100_000 if long_mode else 1_000)
    ap.add_argument("--seeds", type=int, nargs="+", default=[1, 2, 3, 4])
    ap.add_argument("--positions", type=int, default=2_000 if long_mode else 300)
    ap.add_argument("--depth", type=int, default=3)
    ap.add_argument("--claims-games", type=int, default=2_000 if long_mode else 200)
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

    c_passed, c_failed = run_claims(a.claims_games)
    passed += c_passed
    failed += c_failed
    print(f"differential: {passed} passed, {failed} failed")
    return 0 if failed == 0 and len(samples) > 0 else 1


if __name__ == "__main__":
    sys.exit(main())
