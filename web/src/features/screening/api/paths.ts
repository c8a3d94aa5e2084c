/** The admin application paths; SWR keys start with them, so actions revalidate them. */
export const applicationsPath = '/api/admin/applications';

export const applicationPath = (id: string) => `${applicationsPath}/${encodeURIComponent(id)}`;
export const statusPath = (id: string) => `${applicationPath(id)}/status`;
export const notesPath = (id: string) => `${applicationPath(id)}/notes`;
export const matchesPath = (id: string) => `${applicationPath(id)}/matches`;
