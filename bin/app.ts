#!/usr/bin/env node
import { buildApp } from '../lib/build-app';

// `cdk synth` runs this file (see cdk.json); everything else lives in lib/.
const { app } = buildApp();
app.synth();
