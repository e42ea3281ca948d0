import { describe, expect, it } from 'vitest';
import { guessMapping } from './import-mapping.ts';

describe('guessing the CSV columns', () => {
  it('reads the headers a job system exports', () => {
    expect(guessMapping(['Job ID', 'Completed', 'Client', 'Mobile', 'Email', 'Suburb', 'Technician', 'Description'])).toEqual({
      externalId: 'Job ID',
      jobDate: 'Completed',
      customerName: 'Client',
      customerPhone: 'Mobile',
      customerEmail: 'Email',
      location: 'Suburb',
      technicians: 'Technician',
      description: 'Description',
    });
  });

  it('uses each column once and leaves unknown ones for the owner', () => {
    const mapping = guessMapping(['date', 'customer', 'job', 'notes']);
    expect(mapping).toEqual({ jobDate: 'date', customerName: 'customer', description: 'job' });
  });

  it('does not take a "Customer phone" column for the customer', () => {
    expect(guessMapping(['Customer phone', 'Customer name'])).toMatchObject({
      customerPhone: 'Customer phone',
      customerName: 'Customer name',
    });
  });
});
