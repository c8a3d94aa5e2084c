/** Names typed by people go into subjects, which must stay on one line. */
export const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
