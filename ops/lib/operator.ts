import os from 'node:os';

/** Who runs this command, for the log and for the holder of the lock: `user@host`. */
export const operator = (): string => `${os.userInfo().username}@${os.hostname()}`;
