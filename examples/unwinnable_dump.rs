//! Lists the dev-set sides the analysis leaves unknown: `cargo run --release --example unwinnable_dump -- STEP BUDGET [all [FILE]]`
//! (`all`: every side, with its answer, nodes and milliseconds).
use fide_laws::unwinnable::Winnable;
use fide_laws::{fen, Color};
use std::time::Instant;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let step: usize = args.get(1).and_then(|s| s.parse().ok()).unwrap_or(1);
    let budget: u64 = args
        .get(2)
        .and_then(|s| s.parse().ok())
        .unwrap_or(fide_laws::unwinnable::DEFAULT_BUDGET);
    let all = args.get(3).is_some_and(|a| a == "all");
    let file = args
        .get(4)
        .map_or("../shared/oracles/unwinnability-dev-set.tsv", |f| {
            f.as_str()
        });
    let text = std::fs::read_to_string(file).expect("oracle");
    let (mut unknown, mut total, mut bad) = (0, 0, 0);
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .step_by(step)
    {
        let cols: Vec<&str> = line.split('\t').collect();
        let pos = fen::parse(cols[0]).expect("fen");
        for (side, exp) in [(Color::White, cols[1]), (Color::Black, cols[2])] {
            total += 1;
            let t = Instant::now();
            let (w, nodes) = fide_laws::unwinnable::analyse(&pos, side, budget);
            let ms = t.elapsed().as_secs_f64() * 1000.0;
            if all {
                let kind = match &w {
                    Winnable::Yes(l) => format!("yes{}", l.len()),
                    Winnable::No(r) => format!("no:{r}"),
                    Winnable::Unknown(_) => "unknown".into(),
                };
                println!(
                    "ALL\t{}\t{:?}\t{}\t{kind}\t{nodes}\t{ms:.3}",
                    cols[0], side, exp
                );
            }
            match (&w, exp) {
                (Winnable::Unknown(_), _) => {
                    unknown += 1;
                    println!("UNK\t{}\t{:?}\t{}\t{:.0}", cols[0], side, exp, ms)
                }
                (Winnable::Yes(_), "yes") | (Winnable::No(_), "no") => {}
                _ => {
                    bad += 1;
                    println!("BAD\t{}\t{:?}\t{}\t{:?}", cols[0], side, exp, w)
                }
            }
        }
    }
    eprintln!("{total} sides, {unknown} unknown, {bad} bad");
}
