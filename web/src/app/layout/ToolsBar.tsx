import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';
import { Button, Stack } from '@chakra-ui/react';
import { LuCalculator, LuCircleHelp, LuDollarSign, LuTruck } from 'react-icons/lu';
import type { Permission } from '@polyloop/shared';
import { openFreightPanel } from '../../features/freight/freight-panel-store';
import { openHelp } from '../../features/help/help-panel-store';
import { lazyWithReload } from '../lazy-with-reload';
import { useUpgrade } from '../upgrade-store';

const UnitConversionDialog = lazy(lazyWithReload(() => import('../../features/tools/UnitConversionDialog')));
const PriceConversionDialog = lazy(
  lazyWithReload(() => import('../../features/tools/PriceConversionDialog')),
);

/** A tool's button: narrower on a phone, where the four sit in one row of the window's width. */
const TOOL = { variant: 'ghost', size: 'sm', px: { base: '2', lg: '3.5' } } as const;

/** Tools bar of spec part 3 §2.4. */
export function ToolsBar({ permissions }: { permissions: ReadonlySet<Permission> }) {
  const { pathname } = useLocation();
  const [open, setOpen] = useState<'units' | 'prices' | null>(null);
  const close = () => setOpen(null);
  const upgrade = useUpgrade('tools-freight');
  const onFreight = () => (permissions.has('FREIGHTS_BOOKING') ? openFreightPanel() : upgrade());
  return (
    <Stack
      as="aside"
      aria-label="Tools"
      direction={{ base: 'row', lg: 'column' }}
      gap="1"
      p="2"
      borderTopWidth={{ base: '1px', lg: '0' }}
      borderLeftWidth={{ base: '0', lg: '1px' }}
      bg="bg"
      justify={{ base: 'space-around', lg: 'flex-start' }}
    >
      <Button {...TOOL} onClick={() => openHelp()}>
        <LuCircleHelp aria-hidden /> Help
      </Button>
      {!pathname.startsWith('/freight') && (
        <Button {...TOOL} onClick={onFreight}>
          <LuTruck aria-hidden /> Freight
        </Button>
      )}
      <Button {...TOOL} onClick={() => setOpen('units')}>
        <LuCalculator aria-hidden /> Units
      </Button>
      <Button {...TOOL} onClick={() => setOpen('prices')}>
        <LuDollarSign aria-hidden /> Prices
      </Button>
      <Suspense>
        {open === 'units' && <UnitConversionDialog open onClose={close} />}
        {open === 'prices' && <PriceConversionDialog open onClose={close} />}
      </Suspense>
    </Stack>
  );
}
