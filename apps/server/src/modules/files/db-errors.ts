/** A unique violation of (parent, name): another request took the name between our check and our write. */
export function isNameClash(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string } | null;
  return e?.code === '23505' && e.constraint === 'files_parent_name_key';
}
