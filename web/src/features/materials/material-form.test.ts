import { describe, expect, it } from 'vitest';
import { MaterialInput } from '@polyloop/shared/crm/material';
import { emptyMaterialForm, materialFieldOf, materialFormOf, toMaterialInput } from './material-form';

describe('the material form payload', () => {
  it('leaves blanks out and keeps only the options of the chosen type', () => {
    const v = {
      ...emptyMaterialForm('PP'),
      name: 'Clear PP',
      ppStructure: 'COPOLYMER',
      peTypes: ['HD'],
      pvcType: 'RIGID',
      grade: 'PRIME' as const,
    };
    expect(toMaterialInput(v)).toEqual({
      name: 'Clear PP',
      type: 'PP',
      grade: 'PRIME',
      ppStructure: 'COPOLYMER',
    });
  });

  it('sends a range when either bound is given, and set flags as booleans', () => {
    const v = emptyMaterialForm('PE');
    v.name = 'HD regrind';
    v.ranges.meltIndex = { min: '0.5', max: '' };
    v.flags.barrier = 'no';
    v.flags.slip = 'yes';
    expect(toMaterialInput(v)).toMatchObject({
      meltIndex: { min: 0.5, max: null },
      barrier: false,
      slip: true,
    });
    expect(toMaterialInput(v)).not.toHaveProperty('foamed');
  });

  it('lets the shared schema reject a minimum above the maximum, shown on the minimum field', () => {
    const v = { ...emptyMaterialForm('PET'), name: 'Flake' };
    v.ranges.iv = { min: '0.9', max: '0.7' };
    const parsed = MaterialInput.safeParse(toMaterialInput(v));
    expect(parsed.success).toBe(false);
    const issue = parsed.error!.issues[0]!;
    expect(issue.message).toBe('IV: minimum must not exceed maximum');
    expect(materialFieldOf(issue.path)).toBe('ranges.iv.min');
  });

  it('reads a material back into the form', () => {
    const form = materialFormOf({
      id: 'm1',
      identifier: 'GLP-M-1',
      archived: false,
      createdDate: '',
      updatedDate: '',
      name: 'PA',
      type: 'PA',
      paType: ['PA6'],
      density: { min: 1.1, max: null },
      antiStat: false,
    });
    expect(form.paType).toEqual(['PA6']);
    expect(form.ranges.density).toEqual({ min: '1.1', max: '' });
    expect(form.flags.antiStat).toBe('no');
    expect(form.flags.barrier).toBe('');
  });
});
