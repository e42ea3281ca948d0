import { defineWebModule } from '@korero/web-kit';

export default defineWebModule({
  id: 'google',
  slots: {},
});
