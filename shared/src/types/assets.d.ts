// Images are emitted by webpack's asset modules; an import gives the file's URL.
declare module '*.svg' {
  const url: string;
  export default url;
}
