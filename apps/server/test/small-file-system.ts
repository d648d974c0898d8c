import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/*
 * Real small file systems for storage-fault tests, mounted as root (CI runs as root): an ext4 that fills up, and an
 * ext4 whose disk fails. Each is unmounted and its loop device freed by unmount().
 */

const run = promisify(execFile);

export interface SmallFileSystem {
  /** Where it is mounted. */
  readonly dir: string;
  unmount(): Promise<void>;
}

/** Why these file systems cannot be made here, or undefined when they can. */
export function smallFileSystemProblem(): string | undefined {
  return process.getuid?.() === 0 ? undefined : 'mounting loop file systems needs root (CI runs as root)';
}

async function mounted(work: (root: string) => Promise<string[]>): Promise<SmallFileSystem> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'biocloud-fs-'));
  const mounts: string[] = [];
  const unmount = async () => {
    for (const dir of mounts.reverse()) await run('umount', [dir]).catch(() => run('umount', ['-l', dir]));
    mounts.length = 0;
    rmSync(root, { recursive: true, force: true });
  };
  try {
    const order = await work(root);
    mounts.push(...order);
    return { dir: order.at(-1)!, unmount };
  } catch (error) {
    await unmount();
    throw error;
  }
}

async function mountExt4(image: string, dir: string): Promise<void> {
  mkdirSync(dir);
  await run('mkfs.ext4', ['-q', '-F', image]);
  await run('mount', ['-o', 'loop', image, dir]);
}

/** An ext4 of `sizeMiB` on a sparse image: writes past its free space fail with ENOSPC. */
export async function fullableExt4(sizeMiB: number): Promise<SmallFileSystem> {
  return mounted(async (root) => {
    const image = path.join(root, 'disk.img');
    await run('truncate', ['-s', `${sizeMiB}M`, image]);
    const dir = path.join(root, 'mnt');
    await mountExt4(image, dir);
    return [dir];
  });
}

/**
 * An ext4 of `sizeMiB` that works until fail(): then its disk shrinks under it to its first FAILED_DISK_MIB (the
 * loop device re-reads the size of its image), so every write past that ends in an I/O error, as a dying disk's
 * would; ext4 aborts its journal and turns read-only. (A loop device on a full tmpfs fails writes too, but reports
 * ENOSPC, which is a full disk to its writers.)
 */
export async function failingExt4(sizeMiB: number): Promise<SmallFileSystem & { fail(): Promise<void> }> {
  let device = '';
  let image = '';
  const fs = await mounted(async (root) => {
    image = path.join(root, 'disk.img');
    await run('truncate', ['-s', `${sizeMiB}M`, image]);
    await run('mkfs.ext4', ['-q', '-F', '-E', 'lazy_itable_init=0,lazy_journal_init=0', image]);
    device = (await run('losetup', ['--find', '--show', image])).stdout.trim();
    const dir = path.join(root, 'mnt');
    mkdirSync(dir);
    try {
      await run('mount', [device, dir]);
    } catch (error) {
      await run('losetup', ['-d', device]);
      throw error;
    }
    return [dir];
  });
  return {
    dir: fs.dir,
    async fail() {
      await run('truncate', ['-s', `${FAILED_DISK_MIB}M`, image]);
      await run('losetup', ['--set-capacity', device]);
    },
    async unmount() {
      await fs.unmount();
      await run('losetup', ['-d', device]).catch(() => 'freed with the unmount');
    },
  };
}

const FAILED_DISK_MIB = 2;
