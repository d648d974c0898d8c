import { AppError } from '../../http/app-error';

export const genomeTypeUnsupported = () => new AppError('GENOME_TYPE_UNSUPPORTED', 400);
/** The program's own line says why (an unsorted file, a truncated one...): the user can act on it. */
export const genomeIndexFailed = (cause: string) => new AppError('GENOME_INDEX_FAILED', 422, { cause });
