#!/usr/bin/env python3
"""Rewrites the study's tables in docs/sm-model.md ("The study": the findings,
the cycles, the cost model) and the figures in docs/sm-study/ from what
`gpuasm study -t ptx` prints now. Run from anywhere after a release build:

    python3 docs/sm-study/regenerate.py
"""
import pathlib,re,subprocess
root=pathlib.Path(__file__).resolve().parents[2]
full=subprocess.run([str(root/'build/release/gpuasm'),'study','-t','ptx','--plots',str(root/'docs/sm-study')],capture_output=True,text=True,check=True).stdout
area=subprocess.run([str(root/'build/release/gpuasm'),'study','-t','ptx','--area'],capture_output=True,text=True,check=True).stdout
lines=full.split('\n')
fi=next(i for i,l in enumerate(lines) if l.startswith('finding '))
wi=next(i for i,l in enumerate(lines) if l.startswith('wrote '))
ti=next(i for i,l in enumerate(lines) if l.startswith('threads '))
findings='\n'.join(lines[fi:wi]).rstrip()
table='\n'.join(lines[ti:fi]).rstrip()
p=root/'docs/sm-model.md'; t=p.read_text()
def replace_block(t, heading, body):
    h=t.index(heading)
    s=t.index('```\n',h)+4
    e=t.index('\n```',s)
    return t[:s]+body+t[e:]
t=replace_block(t,'### Findings on gtx580',findings)
t=replace_block(t,'### The cycles',table)
t=replace_block(t,'### The cost model',area.rstrip())
p.write_text(t)
print([l for l in lines if 'launches,' in l][0])
