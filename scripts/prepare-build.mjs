#!/usr/bin/env node
// Usage: node scripts/prepare-build.mjs   (run by npm run build and npm run site before docusaurus build)
// Installs Debian's Chromium when it is missing: plugins/mermaid-svg draws the docs' diagrams with it.
import {ensureChromium} from '../lib/setup.mjs';

ensureChromium();
