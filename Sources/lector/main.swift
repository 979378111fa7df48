import CLI

Lector.main()
