/** `mfe-forms@2026…`: a served release, as the gates query (`/?gates=`) and the contract name it. */
export const releaseName = ({ app, release }: { app: string; release: string }): string => `${app}@${release}`;
