// The studio's page: the gallery at /studio/, a brand's editor at /studio/<id>/.
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor.tsx';
import { Gallery } from './Gallery.tsx';
import './studio.css';

const id = /^\/studio\/([^/]+)\/$/.exec(location.pathname)?.[1];
createRoot(document.getElementById('studio')!).render(id ? <Editor id={decodeURIComponent(id)} /> : <Gallery />);
