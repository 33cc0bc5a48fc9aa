//! Finds magic multipliers for the sliding-piece attack tables (the "fancy
//! magic bitboards" technique) and writes them to `$OUT_DIR/magics.rs`.
//! Only the 128 numbers are generated here; the tables themselves are filled
//! at first use, so the wasm binary stays small.

use std::fmt::Write as _;

const ROOK_DIRS: [(i8, i8); 4] = [(1, 0), (-1, 0), (0, 1), (0, -1)];
const BISHOP_DIRS: [(i8, i8); 4] = [(1, 1), (1, -1), (-1, 1), (-1, -1)];

fn slide(sq: u8, occ: u64, dirs: &[(i8, i8); 4]) -> u64 {
    let mut att = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq & 7) as i8, (sq >> 3) as i8);
        loop {
            f += df;
            r += dr;
            if !(0..8).contains(&f) || !(0..8).contains(&r) {
                break;
            }
            let bit = 1u64 << (r * 8 + f);
            att |= bit;
            if occ & bit != 0 {
                break;
            }
        }
    }
    att
}

fn mask(sq: u8, dirs: &[(i8, i8); 4]) -> u64 {
    let mut m = 0u64;
    for &(df, dr) in dirs {
        let (mut f, mut r) = ((sq & 7) as i8, (sq >> 3) as i8);
        loop {
            let (nf, nr) = (f + df, r + dr);
            if !(0..8).contains(&nf) || !(0..8).contains(&nr) {
                break;
            }
            // the last square in a direction is not relevant
            let (nnf, nnr) = (nf + df, nr + dr);
            if !(0..8).contains(&nnf) || !(0..8).contains(&nnr) {
                break;
            }
            m |= 1u64 << (nr * 8 + nf);
            f = nf;
            r = nr;
        }
    }
    m
}

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        // xorshift64*
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }
    fn sparse(&mut self) -> u64 {
        self.next() & self.next() & self.next()
    }
}

fn find_magic(sq: u8, dirs: &[(i8, i8); 4], rng: &mut Rng) -> (u64, u64, u32) {
    let m = mask(sq, dirs);
    let bits = m.count_ones();
    let shift = 64 - bits;
    let mut occs = Vec::new();
    let mut sub = 0u64;
    loop {
        occs.push((sub, slide(sq, sub, dirs)));
        sub = sub.wrapping_sub(m) & m;
        if sub == 0 {
            break;
        }
    }
    let mut table = vec![0u64; 1 << bits];
    let mut epoch = vec![0u32; 1 << bits];
    let mut attempt = 0u32;
    loop {
        let magic = rng.sparse();
        if (m.wrapping_mul(magic) >> 56).count_ones() < 6 {
            continue;
        }
        attempt += 1;
        let mut ok = true;
        for &(occ, att) in &occs {
            let idx = (occ.wrapping_mul(magic) >> shift) as usize;
            if epoch[idx] != attempt {
                epoch[idx] = attempt;
                table[idx] = att;
            } else if table[idx] != att {
                ok = false;
                break;
            }
        }
        if ok {
            return (m, magic, shift);
        }
    }
}

/// A hash of the corpus files (`www/data/*.json`), for the web app's data URLs: a
/// browser's cached copy is used only while the files are the same.
fn corpus_hash() -> String {
    let dir = std::path::Path::new("www/data");
    println!("cargo:rerun-if-changed=www/data");
    let mut names: Vec<_> = std::fs::read_dir(dir)
        .expect("www/data is readable")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .collect();
    names.sort();
    // FNV-1a, 64 bits, over each file's name and bytes
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for path in names {
        println!("cargo:rerun-if-changed={}", path.display());
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        let bytes = std::fs::read(&path).expect("a corpus file is readable");
        for b in name.bytes().chain(bytes) {
            h ^= u64::from(b);
            h = h.wrapping_mul(0x0100_0000_01b3);
        }
    }
    format!("{h:016x}")
}

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rustc-env=FIDE_CORPUS_HASH={}", corpus_hash());
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    let mut out = String::new();
    for (name, dirs) in [("ROOK", &ROOK_DIRS), ("BISHOP", &BISHOP_DIRS)] {
        writeln!(
            out,
            "pub(crate) const {name}_MAGICS: [(u64, u64, u32); 64] = ["
        )
        .unwrap();
        for sq in 0..64u8 {
            let (m, magic, shift) = find_magic(sq, dirs, &mut rng);
            writeln!(out, "    (0x{m:016x}, 0x{magic:016x}, {shift}),").unwrap();
        }
        writeln!(out, "];").unwrap();
    }
    let path = std::path::Path::new(&std::env::var("OUT_DIR").unwrap()).join("magics.rs");
    std::fs::write(path, out).unwrap();
}
