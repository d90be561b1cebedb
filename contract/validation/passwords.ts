import { commonPasswords } from './commonPasswords';

const common = new Set(commonPasswords.map((p) => p.toLowerCase()));

/** One of the most used passwords, whatever its letter case: the first thing an attacker tries. */
export const isCommonPassword = (password: string): boolean => common.has(password.toLowerCase());

/** The password rule: at least 6 characters and at least one digit. */
export const meetsPasswordRule = (password: string): boolean => password.length >= 6 && /\d/.test(password);
