import { createApp } from 'vue';
import { createPinia } from 'pinia';
import App from './App.vue';
import { i18n } from './i18n';
import { useSettingsStore } from './stores/settings';
import './styles/cloth.css';
import './styles/table.css';

const pinia = createPinia();
const app = createApp(App).use(pinia).use(i18n);
// the settings, and the catalogue of their language, before the first paint: no word shows in
// another language first. Settings that cannot be read are the game session's to report at its start.
void useSettingsStore(pinia)
  .load()
  .catch(() => undefined)
  .finally(() => app.mount('#app'));
