import { defineWebModule } from '@korero/web-kit';

// The screens (the Follow-ups list and conversation, the customer's page at /follow-up/:token, the header and
// dashboard counts) are drawn from contract/client.ts: see README.md. Until then the module draws nothing.
export default defineWebModule({ id: 'followups', slots: {} });
