import { contextBridge, ipcRenderer } from 'electron';
import { createRendererApi } from './preload-api';

contextBridge.exposeInMainWorld('api', createRendererApi(ipcRenderer));
