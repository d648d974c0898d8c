import {
  isSampleDeletable,
  isSampleEditable,
  isSampleSendable,
  nextSampleStatuses,
  type Sample,
  type SampleActions,
  type SampleEvent,
} from '@biocloud/contracts';
import type { Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { SampleCaller } from './sample-access';
import { actorsOf, type SampleRecord } from './samples.repository';

/*
 * Sample rows as the API shows them, with what the caller may do now. Sending has its own dialog (courier fields),
 * so it is not among the plain moves.
 */

export function sampleActions(row: SampleRecord, caller: SampleCaller): SampleActions {
  const isOwner = row.owner_id === caller.id;
  const actors = actorsOf({ id: caller.id, role: caller.isStaff ? 'staff' : 'customer' }, row.owner_id);
  return {
    edit: isOwner && isSampleEditable(row.status),
    delete: isOwner && isSampleDeletable(row.status),
    send: isOwner && isSampleSendable(row.status),
    moves: nextSampleStatuses(row.status, actors).filter((to) => to !== 'sent'),
    linkProject: caller.isStaff,
  };
}

export function toSample(row: SampleRecord, caller: SampleCaller): Sample {
  return {
    sampleId: row.id,
    informationSingleNumber: row.number,
    title: row.title,
    description: row.description,
    sampleType: row.sample_type,
    status: row.status,
    courierNumber: row.courier_number,
    logisticsCompany: row.logistics_company,
    sendTime: row.sent_at?.toISOString() ?? null,
    createTime: row.created_at.toISOString(),
    updateTime: row.updated_at.toISOString(),
    userUuid: row.owner_id,
    ownerName: row.owner_name,
    projectBaseId: row.project_id,
    projectName: row.project_name,
    rowCount: row.row_count,
    reportCount: row.report_count,
    actions: sampleActions(row, caller),
  };
}

export function toSampleEvent(row: Selectable<DB['sample_events']>): SampleEvent {
  return {
    id: String(row.id),
    fromStatus: row.from_status,
    toStatus: row.to_status,
    actorName: row.actor_name,
    actorRole: row.actor_role,
    note: row.note,
    createTime: row.created_at.toISOString(),
  };
}
