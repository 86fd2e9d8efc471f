#!/usr/bin/env python3
"""Two builds of ltrace timed on the same previews, alternately, so the machine's drift (a fifth
between runs minutes apart on the 2-core machine) falls on both alike.

    Benchmarks/interleaved.py OLD_BIN_DIR NEW_BIN_DIR APPS_FOLDER [first|warm|off] [--previews 2] [--reps 5]

Each app folder's first previews (`--previews`) are recorded by both builds in turn, `--reps`
times, as a process (`ltrace record APP --preview N --device iphone-15 --define DEBUG`); each
build has a cache folder of its own. `first` removes the build's scene entries before each
recording (the first recording of an app on a machine where ltrace has run: font faces kept),
`warm` keeps them (a later recording), `off` records without a cache. Prints each preview's best
time per build, then the medians and how many previews the new build recorded faster. Previews
either build fails to record are left out.
"""
import os, shutil, statistics, subprocess, sys, tempfile, time

def main():
    args = sys.argv[1:]
    def option(name, default):
        if name in args:
            i = args.index(name)
            value = int(args[i + 1])
            del args[i:i + 2]
            return value
        return default
    previews, reps = option("--previews", 2), option("--reps", 5)
    if len(args) < 3 or (len(args) > 3 and args[3] not in ("first", "warm", "off")):
        sys.exit(__doc__)
    old, new, folder = (os.path.abspath(a) for a in args[:3])
    mode = args[3] if len(args) > 3 else "first"
    scratch = tempfile.mkdtemp(prefix="ltrace-interleaved-")
    output = os.path.join(scratch, "t.sqlite")
    rows = []
    try:
        for app in sorted(os.listdir(folder)):
            path = os.path.join(folder, app)
            if not os.path.isdir(path):
                continue
            for preview in range(1, previews + 1):
                best = {old: float("inf"), new: float("inf")}
                for _ in range(reps):
                    for build in (old, new):
                        if best[build] is None:
                            continue
                        cache = os.path.join(scratch, "cache-old" if build == old else "cache-new")
                        if mode == "first":
                            shutil.rmtree(os.path.join(cache, "scenes"), ignore_errors=True)
                        env = dict(os.environ, LTRACE_CACHE="off" if mode == "off" else cache)
                        command = [os.path.join(build, "ltrace"), "record", path, "--preview", str(preview),
                                   "--device", "iphone-15", "--define", "DEBUG", "-o", output]
                        start = time.perf_counter()
                        done = subprocess.run(command, env=env, capture_output=True)
                        elapsed = (time.perf_counter() - start) * 1000
                        best[build] = None if done.returncode != 0 else min(best[build], elapsed)
                if best[old] is not None and best[new] is not None:
                    rows.append((app, preview, best[old], best[new]))
                    print(f"{app:45s} {preview:3d} {best[old]:8.1f} ms {best[new]:8.1f} ms", flush=True)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
    if not rows:
        sys.exit("no preview recorded with both builds")
    faster = sum(1 for r in rows if r[3] < r[2])
    print(f"{len(rows)} previews, cache {mode}: median {statistics.median(r[2] for r in rows):.1f} ms before, "
          f"{statistics.median(r[3] for r in rows):.1f} ms after; faster for {faster} of {len(rows)}")

main()
