import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFileSync } from 'node:child_process';

export const BENCHMARKS_FILE = path.resolve(import.meta.dirname, '../docs/benchmarks.md');

/** One line naming the machine a figure came from. */
export function machineLine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? 'unknown CPU';
  let chromium = '';
  try {
    chromium = execFileSync('/usr/bin/chromium', ['--version'], { encoding: 'utf8' }).trim();
  } catch {
    chromium = 'chromium not found';
  }
  return `${os.cpus().length} × ${cpu}, ${(os.totalmem() / 2 ** 30).toFixed(0)} GiB, ${os.type()} ${os.release()}, Node ${process.version}, ${chromium}`;
}

/** Replaces the section between `<!-- name:start -->` and `<!-- name:end -->` in docs/benchmarks.md. */
export function writeSection(name: string, body: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  let text = fs.existsSync(BENCHMARKS_FILE) ? fs.readFileSync(BENCHMARKS_FILE, 'utf8') : '# Benchmarks\n';
  const block = `${start}\n${body.trim()}\n${end}`;
  const at = text.indexOf(start);
  const until = text.indexOf(end);
  text =
    at >= 0 && until > at
      ? text.slice(0, at) + block + text.slice(until + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  fs.writeFileSync(BENCHMARKS_FILE, text);
}
