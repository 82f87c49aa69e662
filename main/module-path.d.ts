/** electron-vite bundles a `?modulePath` import as a file of its own and gives back its path. */
declare module '*?modulePath' {
  const path: string;
  export default path;
}
