//! The notations of 1980 Supplements 1 and 2 on the Supplement's own sample game.
#![cfg(not(target_arch = "wasm32"))]

use fide_laws::notation::{self, descriptive, numeric, Notation};
use fide_laws::{fen, Position};

/// 1980 Supplement No. 1, "Sample Game" in the three systems, OCR errors of the
/// seed corrected (`C4` → `c4`, `NC3` → `Nc3`, the second `6` → `7`, `BdZXC3` → `Bd2xc3`…).
const SAN: &str = "d4 Nf6 c4 e6 Nc3 Bb4 Bd2 O-O e4 d5 exd5 exd5 cxd5 Bxc3 Bxc3 Nxd5 Nf3 b6 Qb3 Nxc3 bxc3 c5 Be2 cxd4 Nxd4 Re8 O-O Nd7 a4 Nc5 Qb4 Bb7 a5 bxa5";
const LONG: &str = "d2-d4 Ng8-f6 c2-c4 e7-e6 Nb1-c3 Bf8-b4 Bc1-d2 O-O e2-e4 d7-d5 e4xd5 e6xd5 c4xd5 Bb4xc3 Bd2xc3 Nf6xd5 Ng1-f3 b7-b6 Qd1-b3 Nd5xc3 b2xc3 c7-c5 Bf1-e2 c5xd4 Nf3xd4 Rf8-e8 O-O Nb8-d7 a2-a4 Nd7-c5 Qb3-b4 Bc8-b7 a4-a5 b6xa5";
const DESCRIPTIVE: &str = "P-Q4 N-KB3 P-QB4 P-K3 N-QB3 B-N5 B-Q2 O-O P-K4 P-Q4 KPxP PxP PxP BxN BxB NxP N-B3 P-QN3 Q-N3 NxB PxN P-QB4 B-K2 PxP NxP R-K1 O-O N-Q2 P-QR4 N-B4 Q-N4 B-N2 P-QR5 PxP";
/// Final position, computed independently with python-chess 1.11.2 from the SAN game.
const FINAL: &str = "r2qr1k1/pb3ppp/8/p1n5/1Q1N4/2P5/4BPPP/R4RK1 w - - 0 18";

fn replay(
    moves: &str,
    read: impl Fn(&Position, &str) -> fide_laws::Move,
) -> (Position, Vec<String>) {
    let mut pos = Position::new();
    let mut san = Vec::new();
    for text in moves.split_whitespace() {
        let m = read(&pos, text);
        san.push(notation::san::to_san(&pos, m));
        pos.play_unchecked(m);
    }
    (pos, san)
}

#[test]
fn sample_game_in_all_three_systems_reaches_the_same_position() {
    let (a, san_a) = replay(SAN, |p, t| {
        notation::san::parse_san(p, t).unwrap_or_else(|e| panic!("{e}"))
    });
    let (b, san_b) = replay(LONG, |p, t| {
        notation::uci::parse_lan(p, t).unwrap_or_else(|e| panic!("{e}"))
    });
    let en = descriptive::DescriptiveLang::english();
    let (c, san_c) = replay(DESCRIPTIVE, |p, t| {
        descriptive::parse_descriptive(p, t, &en).unwrap_or_else(|e| panic!("{e}"))
    });
    assert_eq!(fen::write(&a), FINAL);
    assert_eq!(fen::write(&b), FINAL);
    assert_eq!(fen::write(&c), FINAL);
    assert_eq!(san_a, san_b);
    assert_eq!(san_a, san_c);
    // and the general reader takes every system
    let (d, _) = replay(DESCRIPTIVE, |p, t| {
        notation::parse_move(p, t).unwrap_or_else(|e| panic!("{t}: {e}"))
    });
    assert_eq!(fen::write(&d), FINAL);
}

#[test]
fn writers_reproduce_the_sample_game() {
    // writing each move back gives the Supplement's own text
    let en = descriptive::DescriptiveLang::english();
    let mut pos = Position::new();
    let longs: Vec<&str> = LONG.split_whitespace().collect();
    let descs: Vec<&str> = DESCRIPTIVE.split_whitespace().collect();
    for (i, text) in SAN.split_whitespace().enumerate() {
        let m = notation::san::parse_san(&pos, text).expect("sample move");
        assert_eq!(notation::write_move(&pos, m, Notation::San), text);
        assert_eq!(notation::write_move(&pos, m, Notation::Lan), longs[i]);
        // the Supplement's descriptive text is not always the shortest form (11...P-QB4
        // where P-B4 is unambiguous, the f-pawn being pinned); ours must read back
        let ours = descriptive::to_descriptive(&pos, m, &en);
        assert_eq!(
            descriptive::parse_descriptive(&pos, &ours, &en),
            Ok(m),
            "move {}",
            i + 1
        );
        assert!(
            ours.len() <= descs[i].len(),
            "move {}: {} longer than {}",
            i + 1,
            ours,
            descs[i]
        );
        pos.play_unchecked(m);
    }
}

#[test]
fn every_notation_round_trips_on_random_games() {
    // a deterministic pseudo-random walk; every legal move, every notation
    let mut seed = 0x2545_f491_u64;
    for _game in 0..40 {
        let mut pos = Position::new();
        for _ply in 0..120 {
            let moves = pos.legal_moves();
            if moves.is_empty() {
                break;
            }
            for &m in &moves {
                for n in Notation::ALL {
                    let text = notation::write_move(&pos, m, n);
                    let back = match n {
                        Notation::Descriptive => descriptive::parse_descriptive(
                            &pos,
                            &text,
                            &descriptive::DescriptiveLang::english(),
                        ),
                        Notation::Correspondence => numeric::parse_correspondence(&pos, &text),
                        Notation::Telecom => numeric::parse_telecom(&pos, &text),
                        _ => notation::parse_move(&pos, &text),
                    };
                    assert_eq!(
                        back,
                        Ok(m),
                        "{} {:?} {} in {}",
                        n.name(),
                        m,
                        text,
                        fen::write(&pos)
                    );
                }
            }
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            pos.play_unchecked(moves[(seed % moves.len() as u64) as usize]);
        }
    }
}

fn as_pgn(moves: &str) -> String {
    let mut s = String::from("[Event \"1980 Supplement 1 sample game\"]\n\n");
    for (i, m) in moves.split_whitespace().enumerate() {
        if i % 2 == 0 {
            s.push_str(&format!("{}. ", i / 2 + 1));
        }
        s.push_str(m);
        s.push(' ');
    }
    s.push('*');
    s
}

#[test]
fn sample_game_as_pgn_in_all_three_systems() {
    for moves in [SAN, LONG, DESCRIPTIVE] {
        let games = notation::pgn::read_games(&as_pgn(moves)).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(games.len(), 1);
        assert_eq!(fen::write(&games[0].final_position()), FINAL);
        let sans: Vec<&str> = games[0].moves.iter().map(|m| m.san.as_str()).collect();
        assert_eq!(sans.join(" "), SAN);
    }
}
