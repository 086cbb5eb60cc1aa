import { useEffect, useState } from 'react';
import { registerMessages } from '../../forms/registerMessages';
import { megabytesText } from '../../forms/photos';

interface PhotoThumbProps {
  file: File;
  alt: string;
  removeLabel: string;
  onRemove: () => void;
}

/** A chosen photo's preview; its object URL lives exactly as long as the preview does. */
export function PhotoThumb({ file, alt, removeLabel, onRemove }: PhotoThumbProps) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);

  return (
    <li className="photo-thumb">
      {url ? <img src={url} alt={alt} width={160} height={120} className="photo-thumb__image" /> : <div className="photo-thumb__image" />}
      <p className="photo-thumb__name">
        <span>{file.name}</span> <span className="photo-thumb__size">{registerMessages.photos.size(megabytesText(file.size))}</span>
      </p>
      <button type="button" className="photo-thumb__remove" aria-label={removeLabel} onClick={onRemove}>
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          <path fill="currentColor" d="M9 3h6l1 2h4v2H4V5h4zm-3 6h12l-1 12H7zm4 2v8h2v-8zm4 0v8h2v-8z" />
        </svg>
      </button>
    </li>
  );
}
