/** The applicant's own application paths; SWR keys start with them, so actions revalidate them. */
export const myApplicationsPath = '/api/my/applications';

export const myApplicationPath = (id: string) => `${myApplicationsPath}/${encodeURIComponent(id)}`;
export const withdrawPath = (id: string) => `${myApplicationPath(id)}/withdraw`;
export const decisionPath = (id: string, roleId: string) =>
  `${myApplicationPath(id)}/matches/${encodeURIComponent(roleId)}`;
