import type { Sample } from '@biocloud/contracts';
import type { FileClient } from '../../../../test/file-api';

/** Test helpers of the sample calls: a sample made, filled and moved through the API as its owner would. */

export const sheetOf = (sampleId: string, rows: unknown[], extra: Record<string, unknown> = {}) => ({
  sampleId,
  sampleType: 'tissue',
  contractInformation: { customerName: 'Li Lei', organization: 'Test Lab' },
  sampleInformationOverview: { sampleCount: rows.length, species: 'Homo sapiens' },
  detailSampleInformationList: rows,
  ...extra,
});

export const tube = (name: string, constructionType = 'wgs') => ({ sampleName: name, constructionType });

export async function createSample(client: FileClient, title: string): Promise<Sample> {
  const answer = await client.post<Sample>('/api/v1/samples', { title });
  if (answer.status !== 200) throw new Error(`create ${title}: ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A sample with one row, submitted and sent by its owner. */
export async function sentSample(client: FileClient, title: string): Promise<Sample> {
  const sample = await createSample(client, title);
  const saved = await client.post('/api/v1/sampleInformation/saveSampleInformation', {
    ...sheetOf(sample.sampleId, [tube('T1')]),
    isSubmit: true,
  });
  if (saved.status !== 200) throw new Error(`submit ${title}: ${JSON.stringify(saved.body)}`);
  const sent = await client.post<Sample>('/api/v1/samples/sendSampleInformation', {
    sampleId: sample.sampleId,
    courierNumber: 'SF1000200030',
    logisticsCompany: 'sf',
  });
  if (sent.status !== 200) throw new Error(`send ${title}: ${JSON.stringify(sent.body)}`);
  return sent.body;
}
