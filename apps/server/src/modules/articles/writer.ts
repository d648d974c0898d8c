/** Who writes: staff and admins write articles and may change any interpretation; anyone writes their own. */
export interface Writer {
  id: string;
  isStaff: boolean;
}
