import { Suspense, useEffect, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * Where the layout holds a side panel opened from anywhere (freight, help): the panel's code loads
 * the first time it is opened, and the panel stays mounted after, so closing and reopening it
 * keeps what it showed.
 */
export function PanelHost({
  open,
  panel: Panel,
}: {
  open: boolean;
  panel: LazyExoticComponent<ComponentType>;
}) {
  const [wanted, setWanted] = useState(open);
  useEffect(() => {
    if (open) setWanted(true);
  }, [open]);
  return wanted ? (
    <Suspense>
      <Panel />
    </Suspense>
  ) : null;
}
