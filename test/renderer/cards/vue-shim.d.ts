// tsc checks test/ without the Vue compiler (vue-tsc covers renderer/), so a test that imports a
// .vue file needs this to see it as a component. One copy for all of test/: do not declare it twice.
declare module '*.vue' {
  import type { DefineComponent } from 'vue';
  const component: DefineComponent<Record<string, unknown>, Record<string, unknown>, unknown>;
  export default component;
}
