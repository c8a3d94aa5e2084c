/** The administrators of the user pool (its `admin` group), for the notices they are sent. */
export interface AdminDirectory {
  /** Every administrator's e-mail address (none when the group is empty). */
  emails(): Promise<string[]>;
}
