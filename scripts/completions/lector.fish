# fish completion for lector
set -l commands browse speak inspect items photos tags import export pronounce audit l10n
complete -c lector -f
complete -c lector -n "not __fish_seen_subcommand_from $commands" -a "$commands"
complete -c lector -l library -r -F -d 'The library folder'
complete -c lector -l empty -d 'Create a missing library empty'
complete -c lector -l audio-device -r -d 'Sound device'
complete -c lector -l locale -r -a 'en de es fr ja ar en-XA ar-XB' -d 'Language and region'
complete -c lector -l output -r -a 'audio pcm text ssml phonemes none braille speechd' -d 'Where speech goes'
complete -c lector -l voice -r -d 'Voice name'
complete -c lector -l rate -r -d 'Words a minute, 80 to 900'
complete -c lector -l pitch -r -d 'Pitch, 0 to 99'
complete -c lector -l volume -r -d 'Volume, 0 to 200'
complete -c lector -l verbosity -r -a 'brief normal verbose' -d 'How much is said'
complete -c lector -l punctuation -r -a 'none some most all' -d 'Which symbols are spoken'
complete -c lector -l curtain -d 'Print nothing but errors'
complete -c lector -l braille-table -r -a '(ls /usr/share/liblouis/tables)' -d 'liblouis braille table'
complete -c lector -n "__fish_seen_subcommand_from browse" -l braille -d 'Show the focus on a braille display'
complete -c lector -s q -l quiet -d 'No notices'
complete -c lector -s h -l help -d 'Help'
complete -c lector -l version -d 'Version'
complete -c lector -n "__fish_seen_subcommand_from speak" -l element -r -F -d 'Element-tree JSON file'
complete -c lector -n "__fish_seen_subcommand_from inspect" -l tree -r -F -d 'Element-tree JSON file'
complete -c lector -n "__fish_seen_subcommand_from inspect" -l json -d 'Print JSON'
