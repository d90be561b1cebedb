/**
 * Who is signed in, for error reports sent from outside React (window listeners). The session
 * provider keeps it current.
 */
let username: string | null = null;

export const setReportUsername = (value: string | null): void => {
  username = value;
};

export const reportUsername = (): string | null => username;
