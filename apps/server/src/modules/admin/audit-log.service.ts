import { ADMIN_AUDIT_EXPORT_MAX, type AdminAuditList, type AdminAuditRow } from '@biocloud/contracts';
import type { AuditFilter, AuditLogRepository, AuditLogRow } from './audit-log.repository';

const EXPORT_BATCH = 1000;
const CSV_HEADER = ['id', 'at', 'actor_id', 'actor', 'resource', 'action', 'ip', 'detail'];

/** A CSV field: quoted, and a leading formula character neutralised so a spreadsheet shows it as text. */
export function csvField(value: string | null): string {
  const text = value ?? '';
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

const toRow = (row: AuditLogRow): AdminAuditRow => ({
  id: row.id,
  at: row.at.toISOString(),
  actorId: row.user_id,
  actor: row.username,
  action: row.action,
  resource: row.resource,
  ip: row.ip,
  detail: row.detail,
});

/** The console's audit page: a filtered page of rows, and the same filter as a CSV streamed in keyset batches. */
export function createAuditLogService(repo: AuditLogRepository) {
  return {
    async list(filter: AuditFilter, page: number, pageSize: number): Promise<AdminAuditList> {
      const { rows, total } = await repo.page(filter, pageSize, page * pageSize);
      return { list: rows.map(toRow), total };
    },

    async *csv(filter: AuditFilter): AsyncGenerator<string> {
      yield `${CSV_HEADER.join(',')}\r\n`;
      let after: { atKey: string; id: string } | null = null;
      for (let sent = 0; sent < ADMIN_AUDIT_EXPORT_MAX;) {
        const rows = await repo.batchAfter(filter, after, Math.min(EXPORT_BATCH, ADMIN_AUDIT_EXPORT_MAX - sent));
        if (rows.length === 0) return;
        yield (
          rows
            .map((r) =>
              [r.id, r.at.toISOString(), r.user_id, r.username, r.resource, r.action, r.ip, JSON.stringify(r.detail)]
                .map(csvField)
                .join(','),
            )
            .join('\r\n') + '\r\n'
        );
        sent += rows.length;
        const last = rows[rows.length - 1]!;
        after = { atKey: last.at_key, id: last.id };
      }
    },
  };
}

export type AuditLogService = ReturnType<typeof createAuditLogService>;
