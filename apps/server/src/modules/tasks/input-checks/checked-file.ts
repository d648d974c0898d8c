/** A file given to a job, as the input checks see it (its own file: both the single-file and the between-inputs checks use it). */
export interface CheckedFile {
  field: string;
  name: string;
  type: string;
  key: string;
  size: number;
  sha256?: string;
}
