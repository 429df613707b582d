import { useEffect, useMemo } from 'react';
import { PHOTO_MESSAGES, PHOTO_RULES } from '@polyloop/shared/supply/listing';
import { notify } from '../../components/ui/toaster';
import { photoProblem } from './photos';
import { PhotoTiles } from './PhotoTiles';

/** Photos chosen on the new-have form, shown from the browser and sent once the have exists. */
export function PhotoPicker({ files, onChange }: { files: File[]; onChange: (files: File[]) => void }) {
  const previews = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => previews.forEach((url) => URL.revokeObjectURL(url)), [previews]);
  const full = files.length >= PHOTO_RULES.maxPhotos;

  const add = (chosen: FileList | null) => {
    const next = [...files];
    for (const file of chosen ?? []) {
      const problem = photoProblem(file);
      if (problem) notify('error', `${file.name}: ${problem}`);
      else if (next.length >= PHOTO_RULES.maxPhotos) {
        notify('error', PHOTO_MESSAGES.count);
        break;
      } else next.push(file);
    }
    onChange(next);
  };

  return (
    <PhotoTiles
      listLabel="Chosen photos"
      empty="No photos chosen. They are added once the have is created."
      tiles={files.map((file, i) => ({
        key: `${file.name}-${i}`,
        src: previews[i],
        alt: `Chosen photo ${file.name}`,
        removeLabel: `Remove chosen photo ${file.name}`,
        onRemove: () => onChange(files.filter((_, j) => j !== i)),
      }))}
      full={full}
      picker={{
        inputLabel: 'Choose photos',
        multiple: true,
        onPick: add,
        button: 'Choose photos',
        disabled: full,
      }}
    />
  );
}
